/**
 * Portfolios benchmarks: per-client portfolio reads and paged listing under
 * load, and one night's accrual over many accounts. bench/run.ts may call
 * benchPortfolios(); it also runs on its own:
 *
 *   npx tsx bench/portfolios.bench.ts                 # PGlite and PostgreSQL (if reachable)
 *   BENCH_ACCOUNTS=100000 npx tsx bench/portfolios.bench.ts
 *
 * Data is bulk-inserted with set-based SQL (it is what settlement would have
 * written); reads go through the real HTTP app with real credentials.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/composition/app.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import type { Database } from '../src/database.js';
import { closePlatform, createPlatform } from '../src/composition/platform.js';
import { accrueInterestThrough } from '../src/ledger/interest.repository.js';
import { insertProduct } from '../test/builders/products.js';

export interface BenchRow {
  what: string;
  database: string;
  rate: string;
  p99: string;
  note: string;
}

export interface PortfolioBenchOptions {
  /** PostgreSQL URL; PGlite in memory when absent. */
  databaseUrl?: string;
  seconds?: number;
  /** Clients for the read benchmarks (each: a GBP portfolio with 2 accounts). */
  clients?: number;
  /** Accounts for the accrual benchmark. */
  accrualAccounts?: number;
  record?: (row: BenchRow) => void;
}

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };

const NOW = '2026-03-02T09:00:00.000Z';

export async function benchPortfolios(options: PortfolioBenchOptions = {}): Promise<BenchRow[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const clients = options.clients ?? 2000;
  const accrualAccounts = options.accrualAccounts ?? Number(process.env.BENCH_ACCOUNTS ?? (options.databaseUrl ? 100_000 : 20_000));
  const database = options.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const rows: BenchRow[] = [];
  const record = (row: BenchRow) => {
    rows.push(row);
    options.record?.(row);
    console.log(row.what, row.database, row.rate, `p99 ${row.p99}`, row.note);
  };

  const config = loadConfig({
    PLATFORM_ENV: 'sandbox',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PORTFOLIOS: '1000000',
    DATABASE_URL: options.databaseUrl ?? '',
  });
  const handle = await openDatabase<Database>({
    databaseUrl: config.databaseUrl,
    dataDir: 'memory://',
    schema: options.databaseUrl ? `test_bench_${randomBytes(4).toString('hex')}` : undefined,
    poolSize: 20,
  });
  await handle.migrate();
  const clock = new ManualClock(NOW);
  const platform = await createPlatform(config, handle, clock, clock);
  const app = await buildApp(platform, { logger: false });
  try {
    const db = platform.db;
    const partner = await platform.partners.createPartner({ name: 'Bench partner', role: 'wealth' });
    const product = await insertProduct(db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: '5.0000' });
    const now = clock.now();
    const seed = async (prefix: string, count: number, accountsPerClient: number) => {
      await sql`
        INSERT INTO clients (client_reference, financial_partner_id, external_reference, client_type, client_version, profile, content_hash, created_at, updated_at)
        SELECT ${prefix} || g, ${partner.financialPartnerId}, 'ext-' || ${prefix} || g, 'Individual', 1, '{}'::jsonb, 'h' || g, ${now}, ${now}
        FROM generate_series(1, ${count}::int) g`.execute(db);
      await sql`
        INSERT INTO portfolios (portfolio_id, financial_partner_id, client_reference, currency_code, portfolio_version, created_at, updated_at)
        SELECT 'p-' || ${prefix} || g, ${partner.financialPartnerId}, ${prefix} || g, 'GBP', 1, ${now}, ${now}::timestamptz - g * interval '1 millisecond'
        FROM generate_series(1, ${count}::int) g`.execute(db);
      await sql`
        INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
          product_version_on_open, currency_code, status, opened_on, balance_minor, created_at, updated_at)
        SELECT 'a-' || ${prefix} || g || '-' || k, ${partner.financialPartnerId}, 'p-' || ${prefix} || g, ${prefix} || g, ${product.productId}, 1,
          1, 'GBP', 'Open', '2026-03-02', 100000 + g, ${now}, ${now}
        FROM generate_series(1, ${count}::int) g, generate_series(1, ${accountsPerClient}::int) k`.execute(db);
      // The accounts' opening entries as one balanced transfer of the books, as migration 022 makes of history.
      const transferId = `bench-opening-${prefix}`;
      await sql`
        INSERT INTO book_transfers (transfer_id, currency_code, kind, state, business_date, description, created_at, resolved_at)
        VALUES (${transferId}, 'GBP', 'opening', 'posted', '2026-03-02', 'The read bench accounts', ${now}, ${now})`.execute(db);
      await sql`
        INSERT INTO ledger_entries (deposit_account_id, entry_type, amount_minor, business_date, transfer_id, created_at)
        SELECT deposit_account_id, 'Deposit', balance_minor, opened_on, ${transferId}, ${now} FROM deposit_accounts WHERE client_reference LIKE ${prefix + '%'}`.execute(db);
      await sql`
        WITH moved AS (
          SELECT 'GBP:placed:' || p.financial_institution_id AS account_code, p.financial_institution_id AS owner_id, -sum(a.balance_minor) AS amount_minor
          FROM deposit_accounts a JOIN products p ON p.product_id = a.product_id
          WHERE a.client_reference LIKE ${prefix + '%'} GROUP BY p.financial_institution_id
        ),
        legs AS (INSERT INTO book_legs (transfer_id, account_code, amount_minor) SELECT ${transferId}, account_code, amount_minor FROM moved)
        INSERT INTO book_accounts (account_code, currency_code, book, kind, owner_id, posted_minor, created_at, updated_at)
        SELECT account_code, 'GBP', 'client-money', 'placed', owner_id, amount_minor, ${now}, ${now} FROM moved
        ON CONFLICT (account_code) DO UPDATE SET posted_minor = book_accounts.posted_minor + EXCLUDED.posted_minor`.execute(db);
    };
    await seed('bc-', clients, 2);
    // As autovacuum would have by now on PostgreSQL (and the nightly statistics job on PGlite).
    await sql`ANALYZE`.execute(db);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const headers = { 'cdpapi-subscription-key': partner.subscriptionKey, authorization: `Bearer ${token.json().access_token}` };
    let i = 0;
    const load = (path: () => string) =>
      autocannon({
        url: base,
        connections: 16,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path() }) }],
      }) as Promise<Result>;
    const row = (what: string, result: Result, note: string) =>
      record({
        what,
        database,
        rate: `${Math.round(result.requests.average)} req/s`,
        p99: `${result.latency.p99} ms`,
        note: [note, result.non2xx + result.errors ? `${result.non2xx + result.errors} non-2xx/errors` : ''].filter(Boolean).join('; '),
      });

    row(
      'GET /financial-partners/clients/{ref}/portfolios',
      await load(() => `/financial-partners/clients/bc-${(i++ % clients) + 1}/portfolios`),
      `${clients} clients, 2 accounts each`,
    );
    const pages = Math.ceil(clients / 50);
    row('GET /financial-partners/portfolios (50 a page)', await load(() => `/financial-partners/portfolios?PageNumber=${(i++ % pages) + 1}`), `${pages} pages`);

    // One night's accrual: a single statement over every open account.
    if (accrualAccounts > clients * 2) await seed('ac-', Math.ceil((accrualAccounts - clients * 2) / 2), 2);
    const total = Number(
      (
        await db
          .selectFrom('deposit_accounts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const started = performance.now();
    const accrued = await db.transaction().execute((trx) => accrueInterestThrough(trx, '2026-03-02', clock.now()));
    const ms = performance.now() - started;
    record({
      what: 'one night of interest accrual',
      database,
      rate: `${Math.round((accrued / ms) * 1000)} accounts/s`,
      p99: '',
      note: `${accrued} of ${total} accounts in ${(ms / 1000).toFixed(2)} s`,
    });
  } finally {
    await app.close();
    await closePlatform(platform);
  }
  return rows;
}

async function pgReachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await benchPortfolios();
  if (await pgReachable(pgUrl)) await benchPortfolios({ databaseUrl: pgUrl });
}
