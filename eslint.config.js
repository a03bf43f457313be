// ESLint: a small rule set, each rule here because it guards something this
// code relies on. No preset is switched on wholesale: the compiler (strict
// mode) already covers most of what the recommended sets check, and a rule
// that nobody can say why it is on gets disabled at the first inconvenience.
// Formatting is Prettier's job (npm run format:check), not ESLint's.
import { fileURLToPath } from 'node:url';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // packages/sdk/src/generated/ is written by openapi-typescript (npm run sdk:generate).
    ignores: ['node_modules/', 'dist/', 'data/', '.tmp/', 'coverage/', 'packages/*/dist/', 'packages/sdk/src/generated/'],
  },
  {
    // The operator console's .tsx (console/src/) included: the same rules hold in a page.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `==` coerces ('1' == 1, 0 == ''): every comparison here is of ids,
      // statuses and amounts, where a coercion is always a bug.
      eqeqeq: ['error', 'always'],
      // Type-only imports marked as such are erased without doubt under
      // `isolatedModules`, and a reader sees which imports load code (what
      // builds the import graph the layering check reads).
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      // A variable or import nobody reads is dead code or a forgotten step;
      // `_name` marks one kept on purpose (a positional parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `let` that is never reassigned hides which values change in a long
      // function (a balance that is recomputed vs one that is not).
      'prefer-const': 'error',
    },
  },
  {
    // Type-aware rules, for the TypeScript the compiler checks (tsconfig.json,
    // the SDK's own packages/sdk/tsconfig.json, and the console's own
    // console/tsconfig.json, with console/test/ in tsconfig.json).
    files: ['{src,test,bench,scripts,examples}/**/*.ts', 'packages/sdk/{src,scripts}/**/*.ts', 'console/src/**/*.{ts,tsx}', 'console/test/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)) },
    },
    rules: {
      // A promise neither awaited nor returned runs outside the transaction
      // or request that started it, and its rejection is lost: the worst
      // bug for code that moves money. `void p` marks a deliberate one.
      '@typescript-eslint/no-floating-promises': 'error',
      // Errors are mapped to HTTP by type (AppError, Fastify's validation
      // error); throwing a string or a plain object bypasses that mapping
      // and loses the stack.
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    // Production code: the compiler must see every value's type.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      // `any` turns the type checker off for everything it touches, money
      // amounts included; `unknown` plus a check is the honest alternative.
      '@typescript-eslint/no-explicit-any': 'error',
      // The service logs through pino (structured, with the request id);
      // a console line bypasses it. The two entry points below write to the
      // terminal on purpose.
      'no-console': 'error',
    },
  },
  {
    // The SDK runs in partners' programs: every value typed (its users read
    // the declarations), and no console output of its own (failures are thrown
    // as PlatformError for the caller to log).
    files: ['packages/sdk/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
    },
  },
  {
    // The operator console (console/src/): React. The rules of hooks and the
    // dependency lists of effects are what the compiler cannot see: a hook
    // called conditionally, or an effect that reads a value it does not list,
    // breaks a page without a type error (a stale search, a page that never
    // reloads), and a navigate() during render went unreported before the
    // console was linted. Errors, not warnings: `npm run lint` allows none.
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The console is an operator's tool and keyboard and screen-reader use is
    // part of its contract (docs/console.md: every control labelled, status
    // announced). jsx-a11y's recommended set, the one preset switched on whole:
    // each of its rules names one way a page shuts out such a user (a control
    // without a label, a click handler on a non-focusable element), which no
    // other check here catches.
    files: ['console/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // SQL only in repositories (*.repository.ts) and in the database plumbing
    // (src/platform/db.ts: migrations, connections, readiness): a service
    // reads as the rules it enforces, and every query of a table is found
    // beside the table's other queries.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.repository.ts', 'src/platform/db.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: 'SQL belongs in a *.repository.ts of the context that owns the table.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'Queries belong in a *.repository.ts of the context that owns the table.',
        },
      ],
    },
  },
  {
    // A route file registers endpoints; a registration function over 120
    // lines is several endpoint groups that a reader must scroll through to
    // find one. Split it into one function per group (same registration
    // order, so the OpenAPI documents do not move). Only the *.routes.ts.
    files: ['**/*.routes.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The command line prints its results, and main.ts reports a
    // configuration error before the logger exists: deliberate terminal output.
    files: ['src/cli.ts', 'src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The operator command line (src/cli/) writes to the terminal: its results
    // on stdout, its errors on stderr. A block of its own, beside the one above.
    files: ['src/cli.ts', 'src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
