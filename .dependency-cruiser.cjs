// The layering of src/, checked on every CI run (npm run check:layers).
//
// The layers, from the ground up:
//   src/platform/            plumbing: config, database driver, errors, HTTP
//                            mapping, clock, ids, money formats. Knows no
//                            business: imports nothing else under src/.
//   src/calendar/, src/interest/
//                            the shared kernel: pure functions (working days,
//                            bank holidays, interest maths) with no I/O and no
//                            state. Any context may use them; they use only
//                            each other and platform/. They are not bounded
//                            contexts: they own no table, no route, no rule
//                            about who may do what.
//   src/database.ts          type-only: the Database interface joining every
//                            context's *.tables.ts, Db (the pool) and Tx (a
//                            transaction). Imported by contexts, never by
//                            platform/.
//   the bounded contexts     auth, clients, products, instructions, batches,
//                            portfolios, ledger, scheduler, operator,
//                            approvals, audit, fscs, events, calendar-changes,
//                            sandbox, and the bank side: payments,
//                            bank-statements, banking, client-money,
//                            sandbox-bank: each owns its tables and its rules.
//                            Each is imported by another only through its
//                            public module, src/<ctx>/<ctx>.ts (named for
//                            the context: ledger.ts, batches.ts, ...), its
//                            services (*.service.ts, built by the
//                            composition root) and its HTTP schemas
//                            (*.schemas.ts); its repositories, tables and
//                            internals stay inside its folder. The events'
//                            SQL fragments are re-exported by events.ts.
//   src/iso20022/            the ISO 20022 bank files: pure and self-contained
//                            (no table, route, clock or database); imports only
//                            platform/; the bank side calls iso20022.ts.
//   src/cli/, src/operator-client/
//                            clients of the operator API over HTTP, never the
//                            database: the command line, and the one client it
//                            shares with console/.
//   src/ledger/              the only writer of money: its repositories are
//                            private to it; other contexts call its service.
//   src/composition/         the composition root: builds every context and
//                            wires them together. Only the entry points
//                            (src/main.ts, src/cli.ts) and tests
//                            import it.
// Tests (*.test.ts and test/), bench/ and scripts/ may import anything.
//
// No two folders of src/ import each other: .dependency-cruiser-folders.cjs
// (a rule of scope folder, with these options), run after this one.
//
// Violations of today's layout are listed in
// .dependency-cruiser-known-violations.json and do not fail the check; a new
// one does. Each layout fix shrinks that list: regenerate it with
// `npm run check:layers:baseline` and commit the shorter file. The goal is an
// empty list.

/** Files that may import anything. */
const FREE = ['\\.test\\.ts$', '^test/', '^bench/', '^scripts/'];

// Each folder of src/ says in its README.md what it may import, in one
// paragraph beginning "May import:" that names what it may reach as backticked
// paths: a folder (`src/platform/`, everything in it) or a file
// (`src/ledger/ledger.ts`, that file alone), in its first sentence (what
// follows is prose). The rules below are made from
// those paragraphs each time the check runs, so a README and the check cannot
// drift: an import the README does not name fails `npm run check:layers`, and
// widening what a context may import means saying so in its README. A folder
// whose paragraph begins "May import: anything" (the composition root, the
// CLI) gets no rule. Tests, bench/ and scripts/ may import anything.
const fs = require('node:fs');
const path = require('node:path');

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dependency-cruiser rule of one folder of src/, read from its README. */
function readmeRule(folder) {
  const readme = path.join(__dirname, 'src', folder, 'README.md');
  if (!fs.existsSync(readme)) throw new Error(`src/${folder}/README.md is missing: every folder of src/ says what it owns and may import`);
  const paragraph = /^May import:([\s\S]*?)(?:\n[ \t]*\n|(?![\s\S]))/m.exec(fs.readFileSync(readme, 'utf8'));
  if (!paragraph) throw new Error(`src/${folder}/README.md has no paragraph beginning "May import:"`);
  // The first sentence: what follows it ("Imported by ...") is prose. A path never holds a space, so a full stop
  // followed by white space ends the sentence.
  const sentence = paragraph[1].split(/\.(?:\s|$)/)[0];
  if (/^\s*anything\b/.test(sentence)) return undefined;
  const allowed = [...sentence.matchAll(/`(src\/[^`\s]*)`/g)].map((m) => m[1]);
  return {
    name: `${folder}-imports-what-its-readme-says`,
    severity: 'error',
    comment: `src/${folder}/README.md, "May import:": ${allowed.join(', ') || 'nothing under src/'} (and its own folder). Name a new dependency there first, or use the other context's public module.`,
    from: { path: `^src/${folder}/`, pathNot: FREE },
    to: {
      path: '^src/',
      pathNot: [`^src/${folder}/`, ...allowed.map((p) => (p.endsWith('/') ? `^${escapeRegex(p)}` : `^${escapeRegex(p)}$`))],
    },
  };
}

const README_RULES = fs
  .readdirSync(path.join(__dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => readmeRule(entry.name))
  .filter((rule) => rule !== undefined);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle means two modules cannot be understood, tested or moved apart; the usual cure is a narrow interface owned by the lower one, ' +
        'handed in by the composition root. Type-only imports count: a type that points back up is the same knot. ' +
        'Checked for production code (src/); tests, bench/ and scripts/ may import anything.',
      from: { pathNot: FREE },
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-context',
      severity: 'error',
      comment:
        'src/platform/ is plumbing under every context: it may import only itself (and npm packages). ' +
        "Wiring the contexts together is the composition root's job (src/composition/).",
      from: { path: '^src/platform/', pathNot: FREE },
      to: { path: '^src/', pathNot: '^src/platform/' },
    },
    {
      name: 'kernel-is-pure',
      severity: 'error',
      comment: 'src/calendar/ and src/interest/ are the shared kernel (pure functions): they may import each other and src/platform/, no context.',
      from: { path: '^src/(calendar|interest)/', pathNot: FREE },
      to: { path: '^src/', pathNot: '^src/(calendar|interest|platform)/' },
    },
    {
      name: 'ledger-repositories-are-private',
      severity: 'error',
      comment:
        'Only src/ledger/ moves money: its repositories (the SQL that writes accounts, ledger entries, accruals, postings and the portfolio version) ' +
        "are imported by src/ledger/ alone. Other contexts go through the ledger's service.",
      from: { pathNot: ['^src/ledger/', ...FREE] },
      to: { path: '^src/ledger/.+\\.repository\\.ts$' },
    },
    {
      name: 'contexts-meet-through-public-modules',
      severity: 'error',
      comment:
        "A context is imported by another only through its public module, src/<ctx>/<ctx>.ts (as src/ledger/ledger.ts): what other contexts may call, named for the business act, taking the caller's transaction where it writes. " +
        "Its repositories, tables and internals are imported only inside its folder. Two more kinds of file are public by construction: a context's services (*.service.ts: the objects the composition root builds and hands to the contexts that drive them, such as the operator's routes) " +
        'and its HTTP schemas (*.schemas.ts: the published contract). The kernel (src/calendar/, src/interest/), src/platform/ and src/database.ts are under every context.',
      from: { path: '^src/([^/]+)/', pathNot: ['^src/(composition|platform|calendar|interest)/', ...FREE] },
      to: {
        path: '^src/[^/]+/',
        pathNot: ['^src/$1/', '^src/([^/]+)/\\1\\.ts$', '^src/[^/]+/[^/]+\\.(service|schemas)\\.ts$', '^src/(platform|calendar|interest)/'],
      },
    },
    {
      name: 'composition-root-is-on-top',
      severity: 'error',
      comment:
        'src/composition/ builds every context; a context that imports it depends on all the others. ' + 'Only the entry points (src/main.ts, src/cli.ts) and tests may import it.',
      from: { pathNot: ['^src/composition/', '^src/(main|cli)\\.ts$', ...FREE] },
      to: { path: '^src/composition/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency (and would hide an edge from the rules above).',
      from: {},
      to: { couldNotResolve: true },
    },
    ...README_RULES,
    {
      name: 'not-to-test',
      severity: 'error',
      comment: 'Production code does not import test files or test helpers (test/).',
      from: { path: '^src/', pathNot: '\\.test\\.ts$' },
      to: { path: ['\\.test\\.ts$', '^test/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^node_modules/', '^\\.tmp/', '^coverage/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are edges too (the Platform type imported back by a
    // context is the cycle the composition root removes).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
