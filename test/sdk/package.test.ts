/**
 * The SDK as a user gets it: `npm pack` (which builds it), the tarball
 * installed into an empty project, a strict TypeScript consumer compiled
 * against the installed declarations, and the README's quick start, copied
 * from the README, compiled and run against the real platform: a processed
 * deposit and a portfolio read.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from './support.js';
import { startValidatingProxy, type ValidatingProxy } from '../contract-proxy.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SDK_DIR = join(ROOT, 'packages/sdk');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** The first ```ts block after the README's "## Quick start" heading. */
function quickStartOf(readme: string): string {
  const section = readme.slice(readme.indexOf('## Quick start'));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('the README has no quick start block');
  return match[1];
}

/** Uses the declarations as a strict consumer would; every @ts-expect-error must be an error. */
const CONSUMER = `import {
  PlatformError,
  RateLimitError,
  SavingsPlatform,
  TimeoutError,
  VersionConflictError,
  ConflictError,
  toMinorUnits,
  type InstructionStatus,
  type RejectionCode,
  type PortfolioInformation,
  type RequestOptions,
  type WithResponse,
  type ProductList,
} from '@savings-platform/sdk';

const platform = new SavingsPlatform({ baseUrl: 'http://127.0.0.1:1', clientId: 'a', clientSecret: 'b', subscriptionKey: 'c', maxRetries: 1, timeout: 5000 });

export async function requests(): Promise<void> {
  const options: RequestOptions = { timeout: 1000, maxRetries: 0, signal: AbortSignal.timeout(2000) };
  const list: Promise<ProductList> = platform.products.list(options);
  const answer: WithResponse<ProductList> = await platform.products.list().withResponse();
  const requestId: string | undefined = answer.requestId;
  const nothing: WithResponse<void> = await platform.clients.update('ref', 1, { lastName: 'x' }, options).withResponse();
  console.log(await list, requestId, nothing.status, await platform.products.summary('p', 1, { amount: 1 }, { timeout: 10 }));
  // @ts-expect-error timeout is a number of ms
  await platform.products.list({ timeout: '1s' });
}

export function kinds(error: unknown): string {
  if (error instanceof VersionConflictError) {
    const conflict: ConflictError = error;
    return conflict.code;
  }
  if (error instanceof RateLimitError) return String(error.retryAfter ?? 0);
  if (error instanceof TimeoutError) return error.operation;
  return '';
}

export async function typed(): Promise<void> {
  const status: InstructionStatus = await platform.instructions.waitForOutcome('ref', { timeoutMs: 1000 });
  const outcome: 'Created' | 'Processed' | 'Rejected' = status.status;
  const reason: string | null = status.statusReason;
  const named: RejectionCode | null = status.statusReasonCode;
  if (named === 'InsufficientFunds') console.log('withdraw less');
  for await (const item of platform.portfolios.list({ pageSize: 10 })) {
    const portfolio: PortfolioInformation = item;
    console.log(portfolio.clientReference, portfolio.portfolio.currencyCode);
  }
  const result = await platform.portfolios.forClient('ref', { ifModifiedSince: new Date() });
  if (!result.notModified) console.log(result.portfolioInformation.length, result.lastModified);
  const accepted = await platform.instructions.withdraw({ accountReference: 'c', currencyIsoCode: 'GBP', depositAccountReference: 'd', amount: 10.5 });
  console.log(accepted.instructionReference, accepted.statusLocation, outcome, reason, toMinorUnits(10.5) + 1n);
  // @ts-expect-error amount is a number
  await platform.instructions.deposit({ productReference: 'p', productIssueNumber: 1, productIssueVersionNumber: 1, accountReference: 'c', amount: '10' });
  // @ts-expect-error accountReference is required
  await platform.instructions.deposit({ productReference: 'p', productIssueNumber: 1, productIssueVersionNumber: 1, amount: 10 });
  // @ts-expect-error a batch is closed with both its totals
  await platform.batches.close([{ instructionBatchId: 'b', totalAmount: 1 }]);
  // @ts-expect-error update takes the client's version
  await platform.clients.update('ref', { lastName: 'x' });
}

export function described(error: unknown): string {
  return error instanceof PlatformError ? \`\${error.status} \${error.code} \${error.description} \${error.requestId ?? ''} \${error.errors?.length ?? 0}\` : String(error);
}
`;

/**
 * One program for both module systems: it imports the SDK (`import` in ESM, a
 * `require` once compiled to CommonJS), type-checks the classes, and calls a
 * server that never answers, which must end in a TimeoutError within the
 * timeout it gives.
 */
const NEVER_ANSWERS = `import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlatformError, SavingsPlatform, TimeoutError, type RequestOptions } from '@savings-platform/sdk';

const server = createServer((request, response) => {
  if (request.url === '/connect/token') response.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"t","expires_in":3600}');
});
server.listen(0, '127.0.0.1', () => {
  const baseUrl = \`http://127.0.0.1:\${(server.address() as AddressInfo).port}\`;
  const platform = new SavingsPlatform({ baseUrl, clientId: 'a', clientSecret: 'b', subscriptionKey: 'c', maxRetries: 0 });
  const options: RequestOptions = { timeout: 200 };
  const started = Date.now();
  platform.products.list(options).then(
    () => console.log('answered'),
    (error: unknown) => {
      const kind = error instanceof TimeoutError && error instanceof PlatformError ? 'TimeoutError' : String(error);
      console.log(\`\${kind} after \${Date.now() - started >= 190 && Date.now() - started < 5000 ? 'the timeout' : Date.now() - started}\`);
      server.closeAllConnections();
      server.close();
    },
  );
});
`;

describe('the packed SDK', () => {
  let project: string;
  let tarball: string;
  let packedFiles: string[];
  let sandbox: Sandbox;
  let proxy: ValidatingProxy;

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'sdk-consumer-'));
    sandbox = await startSandbox();
    proxy = await startValidatingProxy(sandbox.baseUrl);
    const packed = await run('npm', ['pack', '--json', '--pack-destination', project], { cwd: SDK_DIR, maxBuffer: 16 * 1024 * 1024 });
    const [pack] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    tarball = join(project, pack.filename);
    packedFiles = pack.files.map((f) => f.path);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('installs from its tarball, compiles a strict consumer, and runs the README quick start to a processed deposit and a portfolio read', async () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'dist/esm/index.js',
        'dist/esm/index.d.ts',
        'dist/esm/generated/clients.d.ts',
        'dist/cjs/index.js',
        'dist/cjs/index.d.ts',
        'dist/cjs/package.json',
        'dist/esm/bin/savings-cli.js',
      ]),
    );
    expect(packedFiles.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE'].includes(f))).toEqual([]);

    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball], { cwd: project });
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        lib: ['ES2022'],
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
        outDir: 'dist',
      },
      files: ['consumer.ts', 'quickstart.ts'],
    };
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    await writeFile(join(project, 'consumer.ts'), CONSUMER);
    await writeFile(join(project, 'quickstart.ts'), quickStartOf(await readFile(join(SDK_DIR, 'README.md'), 'utf8')));
    const compiled = await run('node', [TSC, '-p', project]).catch((error: { stdout?: string }) => {
      throw new Error(`the consumer does not compile:\n${error.stdout}`);
    });
    expect(compiled.stdout).toBe('');

    // Through the contract-validating proxy (test/contract-proxy.ts): the SDK sends and gets only what the served documents say.
    const quickStart = await run('node', [join(project, 'dist/quickstart.js')], { cwd: project, env: { ...process.env, SAVINGS_BASE_URL: proxy.url } });
    expect(quickStart.stdout).toContain("status: 'Processed'");
    expect(quickStart.stdout).toContain('"currencyCode": "GBP"');
    expect(quickStart.stdout).toContain('"amount": 10000');
    expect(proxy.operations.size).toBeGreaterThan(3);
    expect(proxy.violations).toEqual([]);

    // The command line installed with it (savings-cli listen: test/sdk/listen.test.ts).
    const help = await run(join(project, 'node_modules/.bin/savings-cli'), ['--help'], { cwd: project });
    expect(help.stdout).toContain('Usage: savings-cli listen --forward-to URL');
  }, 240_000);

  for (const system of ['esm', 'cjs'] as const) {
    it(`${system === 'esm' ? 'imports it from an ES module' : 'requires it from a CommonJS'} project, type-checked under moduleResolution node10, node16 and bundler, and times out a server that never answers`, async () => {
      const dir = join(project, system);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `sdk-${system}`, private: true, type: system === 'esm' ? 'module' : 'commonjs' }));
      await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball], { cwd: dir });
      await writeFile(join(dir, 'main.ts'), NEVER_ANSWERS);
      const strict = ['--strict', '--skipLibCheck', 'false', '--target', 'ES2022', '--lib', 'ES2022', '--types', 'node', '--typeRoots', join(ROOT, 'node_modules/@types')];
      // node10 needs a module system of its time; bundler, a module kind that keeps imports (preserve: as written).
      const modes = [
        ['node10', system === 'esm' ? 'ES2022' : 'CommonJS'],
        ['node16', 'Node16'],
        ['bundler', system === 'esm' ? 'ES2022' : 'Preserve'],
      ];
      for (const [resolution, module] of modes) {
        await run('node', [TSC, ...strict, '--noEmit', '--module', module, '--moduleResolution', resolution, join(dir, 'main.ts')], { cwd: dir }).catch(
          (error: { stdout?: string }) => {
            throw new Error(`${system} does not type-check under moduleResolution ${resolution}:\n${error.stdout}`);
          },
        );
      }
      // Compiled as the project's module system says (node16: import in ESM, require in CommonJS), then run.
      await run('node', [TSC, ...strict, '--module', 'Node16', '--moduleResolution', 'node16', '--outDir', join(dir, 'out'), join(dir, 'main.ts')], { cwd: dir });
      const compiled = await readFile(join(dir, 'out/main.js'), 'utf8');
      expect(compiled).toContain(system === 'esm' ? "from '@savings-platform/sdk'" : 'require("@savings-platform/sdk")');
      const ran = await run('node', [join(dir, 'out/main.js')], { cwd: dir, timeout: 20_000 });
      expect(ran.stdout.trim()).toBe('TimeoutError after the timeout');
    }, 240_000);
  }
});
