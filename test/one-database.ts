/**
 * The test files that run on one database only: on the embedded PGlite run,
 * not again on PostgreSQL (vitest.config.ts leaves them out when DATABASE_URL
 * is set). The rule (docs/testing.md, "Which tests run on both databases"):
 * behaviour that depends on the database — SQL, locks, concurrency,
 * migrations, money moving through the books, the reliability suites — runs on
 * both; a test of HTTP shape, validation, documents, the SDK, the console's
 * pages or code that touches no database may run on one. test/one-database.test.ts
 * fails when a file listed here moves money, moves the clock, runs the day's
 * jobs or takes locks, unless it is a browser test of the console's pages (their
 * story is set up by moving money; what their controls call is proven on both
 * databases in the API's own files).
 */
export const ONE_DATABASE_FILES: readonly {
  file: string;
  why: string;
  /** Runs the service on PGlite whatever DATABASE_URL says: the same test on either run. */ embeddedAlways?: boolean;
  /** A browser test of the console's pages: it may set its story up by moving money; the pages are its subject. */ browser?: boolean;
}[] = [
  // Documents and contracts: the same documents whatever the database.
  { file: 'src/platform/openapi.test.ts', why: 'the OpenAPI documents' },
  { file: 'src/platform/error-catalogue.test.ts', why: 'the error catalogue and its document' },
  { file: 'src/platform/bounded-input.test.ts', why: 'every input of the documents is bounded' },
  { file: 'src/platform/docs-page.test.ts', why: 'the docs page' },
  { file: 'src/platform/docs-page.browser.test.ts', why: 'the docs page in a browser' },
  { file: 'src/products/products.openapi.test.ts', why: "the Products API's document" },
  { file: 'src/approvals/four-eyes-coverage.test.ts', why: 'docs/four-eyes.md against the operator API document: every write four eyes or alone' },
  { file: 'test/layers.test.ts', why: 'the import rules' },
  // The README run as a test: it starts the sandbox as `npm start` does, on PGlite, whatever DATABASE_URL says.
  { file: 'test/readme-walkthrough.test.ts', why: 'the README, on the embedded database as npm start runs it', embeddedAlways: true },
  // The service process on its embedded database (DATA_DIR): startService passes DATABASE_URL on only when given it, and these never do.
  { file: 'test/reliability/shutdown.test.ts', why: "the service's shutdown and its embedded database's lock", embeddedAlways: true },
  { file: 'test/reliability/startup-failures.test.ts', why: 'a failed start names its setting (its DATABASE_URLs are its own, where nothing answers)', embeddedAlways: true },
  { file: 'test/reliability/webhook-crash.test.ts', why: 'a delivery survives a kill -9 of the embedded service', embeddedAlways: true },
  { file: 'test/reliability/payment-run-crash.test.ts', why: 'a payment run survives a kill -9 of the embedded service', embeddedAlways: true },
  // HTTP shape and validation.
  { file: 'src/platform/http.test.ts', why: 'request bodies, routes, versions and request ids' },
  { file: 'src/platform/config.test.ts', why: 'the configuration' },
  { file: 'src/platform/client-hang-up.test.ts', why: "a client's hang-up, as the log says it" },
  // Pure code: no database at all.
  { file: 'src/iso20022/amounts.test.ts', why: 'no database' },
  { file: 'src/iso20022/bank-writers.test.ts', why: 'no database' },
  { file: 'src/iso20022/pain001.test.ts', why: 'no database' },
  { file: 'src/iso20022/read.test.ts', why: 'no database' },
  { file: 'src/iso20022/versions.test.ts', why: 'no database' },
  { file: 'src/iso20022/xmllint-worker.test.ts', why: 'no database' },
  { file: 'src/calendar/calendar.test.ts', why: 'no database' },
  { file: 'src/banking/account-numbers.test.ts', why: 'no database' },
  { file: 'src/platform/names.test.ts', why: 'no database' },
  { file: 'src/platform/csv.test.ts', why: 'no database' },
  { file: 'src/operator-client/operator-client.test.ts', why: 'no database: the client against a local HTTP server' },
  { file: 'test/architecture-doc.test.ts', why: 'docs/architecture.md against the folders of src/' },
  // The SDK's shape: its requests, errors, paging and packaging over HTTP.
  { file: 'test/sdk/api-reference.test.ts', why: "the SDK's reference" },
  { file: 'test/sdk/tsdoc.test.ts', why: "the SDK's documentation comments" },
  { file: 'test/sdk/generated.test.ts', why: "the SDK's generated types" },
  { file: 'test/sdk/examples.test.ts', why: "the SDK's examples" },
  { file: 'test/sdk/requests.test.ts', why: "the SDK's requests" },
  { file: 'test/sdk/resilience.test.ts', why: "the SDK's timeouts and retries" },
  { file: 'test/sdk/listen.test.ts', why: 'savings-cli listen' },
  { file: 'test/sdk/event-data.test.ts', why: "the SDK's event types against real events" },
  { file: 'test/sdk/package.test.ts', why: 'the packed SDK installed and run' },
  // The console's code and a page that moves no money.
  { file: 'console/test/generated-types.test.ts', why: "the console's generated types" },
  { file: 'console/test/layout.test.ts', why: "the console's folders" },
  { file: 'console/test/approvals.browser.test.ts', why: 'the Approvals pages in a browser' },
  // The console's pages in a browser: a page's subject is what it shows and what its controls call; what those calls
  // do to money is the operator API's, whose behaviour runs on both databases in its own files.
  { file: 'console/test/console.browser.test.ts', why: "the console's pages in a browser", browser: true },
  { file: 'console/test/partner-page.browser.test.ts', why: 'the partner page in a browser', browser: true },
];
