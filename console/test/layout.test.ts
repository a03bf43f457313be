/**
 * The console's layout (docs/console.md, "How the code is laid out"), checked
 * on its imports:
 *
 * - a page (src/pages/<page>/) imports no other page: what two pages share is
 *   a component (src/components/) or a hook (src/hooks/);
 * - only the app (src/app/) imports pages; components, hooks and lib never do;
 * - pages and components reach the operator API only through their resource's
 *   hooks (src/hooks/api/): they import neither the HTTP client
 *   (src/lib/client.ts, or the operator API's client it binds,
 *   `@operator-client`: src/operator-client/, shared with the CLI) nor the
 *   generated types (src/generated/), and nothing in src/ calls fetch (the
 *   shared client does);
 * - hooks import no component; lib imports only lib.
 *
 * Run on the real tree (no violation) and on a small one of its own (each rule
 * seen failing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Where a file of src/ belongs: `page:<name>`, `components`, `hooks/api`, `hooks`, `lib`, `generated`, `app` or `main`. */
function areaOf(path: string): string {
  const [top, second] = path.split('/');
  if (top === 'pages') return `page:${second}`;
  if (top === 'hooks') return second === 'api' ? 'hooks/api' : 'hooks';
  if (['components', 'lib', 'generated', 'app'].includes(top)) return top;
  return 'main';
}

/** What an area may not import, and why. */
function refusal(from: string, to: string, target: string): string | undefined {
  if (from.startsWith('page:') && to.startsWith('page:') && from !== to) return 'a page imports no other page (share a component or a hook)';
  if (to.startsWith('page:') && from !== 'app' && !from.startsWith('page:')) return 'only the app imports pages';
  if ((from.startsWith('page:') || from === 'components') && (target === 'lib/client' || to === 'generated'))
    return "pages and components reach the API through its resource's hooks (src/hooks/api/)";
  if (from.startsWith('hooks') && to === 'components') return 'hooks import no component';
  if (from === 'lib' && to !== 'lib') return 'lib imports only lib';
  return undefined;
}

/** Every broken rule of a tree of sources (path under src/ to its text). */
function violations(files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [path, text] of files) {
    const from = areaOf(path);
    if (/\bfetch\(/.test(text)) found.push(`${path} calls fetch: only the operator API's client does (src/lib/client.ts binds it)`);
    for (const [, specifier] of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+|@operator-client)'/g)) {
      // The shared client (src/operator-client/) counts as the HTTP client it is bound by, lib/client.ts.
      const target = specifier === '@operator-client' ? 'lib/client' : normalize(join(dirname(path), specifier)).replace(/\.(tsx?|css)$/, '');
      const why = refusal(from, areaOf(target), target);
      if (why) found.push(`${path} imports ${target}: ${why}`);
    }
  }
  return found;
}

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (/\.tsx?$/.test(entry)) files.set(relative(SRC, join(SRC, entry)).split('\\').join('/'), readFileSync(join(SRC, entry), 'utf8'));
  }
  return files;
}

describe("the console's layout", () => {
  it('has a folder per page, and no page imports another', () => {
    const files = sources();
    const pages = new Set([...files.keys()].filter((path) => path.startsWith('pages/')).map((path) => path.split('/')[1]));
    expect(pages.size).toBeGreaterThan(10);
    expect([...files.keys()].filter((path) => path.startsWith('pages/') && path.split('/').length !== 3)).toEqual([]);
    expect(violations(files)).toEqual([]);
  });

  it('fails a page that imports another page, a page or component that calls the API itself, and a hook that imports a component', () => {
    const tree = new Map([
      ['pages/batches/batch-page.tsx', "import { BatchTable } from '../overview/batch-table';\n"],
      ['pages/overview/batch-table.tsx', "import { api } from '../../lib/client';\nexport const x = fetch('/operator/overview');\n"],
      ['components/list.tsx', "import type { paths } from '../generated/operator';\nimport { PartnersPage } from '../pages/partners/partners-page';\n"],
      ['hooks/api/partners.ts', "import { Pager } from '../../components/list';\n"],
      ['pages/partners/partners-page.tsx', "import { usePartners } from '../../hooks/api/partners';\nimport { Pager } from '../../components/list';\n"],
      ['app/shell.tsx', "import { PartnersPage } from '../pages/partners/partners-page';\n"],
      ['components/status.tsx', "import { operatorClient } from '@operator-client';\n"],
    ]);
    expect(violations(tree)).toEqual([
      'pages/batches/batch-page.tsx imports pages/overview/batch-table: a page imports no other page (share a component or a hook)',
      "pages/overview/batch-table.tsx calls fetch: only the operator API's client does (src/lib/client.ts binds it)",
      "pages/overview/batch-table.tsx imports lib/client: pages and components reach the API through its resource's hooks (src/hooks/api/)",
      "components/list.tsx imports generated/operator: pages and components reach the API through its resource's hooks (src/hooks/api/)",
      'components/list.tsx imports pages/partners/partners-page: only the app imports pages',
      'hooks/api/partners.ts imports components/list: hooks import no component',
      "components/status.tsx imports lib/client: pages and components reach the API through its resource's hooks (src/hooks/api/)",
    ]);
  });
});
