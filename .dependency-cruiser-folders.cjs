// No cycles between the folders of src/ (issue 46, item 2), checked on every
// CI run (npm run check:layers runs it after .dependency-cruiser.cjs).
//
// The file-level rules cannot see a loop between two folders whose files do
// not form a cycle: src/a/x.ts importing src/b/b.ts while src/b/y.ts imports
// src/a/a.ts is no circular import, yet neither context can be understood,
// tested or moved without the other. dependency-cruiser's rules of scope
// `folder` judge the graph of folders (a file's imports counted for its
// folder); this one fails on any dependency of a folder of src/ that is part
// of a cycle of folders. The cure is the one of a file cycle: the dependency
// that points back becomes an interface declared by the folder that needs it,
// implemented by the other and handed in by the composition root (src/ledger's
// MaturityPayouts, src/batches' BatchInstructions, src/fscs' PendingDeposits).
//
// A configuration of its own because folder rules count every module cruised:
// tests, bench/ and scripts/ may import anything (a test of src/fscs/ drives
// src/instructions/), so they are left out here, and only src/ is cruised.
// The options are .dependency-cruiser.cjs's, so both read the code alike.
const layers = require('./.dependency-cruiser.cjs');

/** Files that may import anything: the pathNot of .dependency-cruiser.cjs's no-circular rule. */
const FREE = layers.forbidden.find((rule) => rule.name === 'no-circular').from.pathNot;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-between-folders',
      scope: 'folder',
      severity: 'error',
      comment:
        'Two folders of src/ that import each other, directly or round a longer loop, are one knot: neither can be understood, tested or moved alone. ' +
        'Keep the natural direction and turn the dependency that points back into an interface declared by the folder that needs it, ' +
        'implemented by the other and handed in by the composition root (as MaturityPayouts, BatchInstructions, PendingDeposits).',
      from: { path: '^src/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    ...layers.options,
    exclude: { path: [...layers.options.exclude.path, ...FREE] },
  },
};
