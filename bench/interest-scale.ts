/**
 * The interest scale rows of `npm run bench` (issue 30; docs/performance.md
 * "Interest at scale"), opt-in with BENCH_SCALE=1, on PostgreSQL, each in a
 * throwaway database (created here, dropped at the end). Accounts are written
 * with set-based SQL (generate_series) as settlement would have left them,
 * each with its open accrual period; then, through the real code:
 *
 *   - one business day's interest jobs (posting, maturity with its payouts,
 *     accrual: the scheduler's registered jobs, run(date)) over 1M accounts
 *     (≤ 10 s), then over 10M (≤ 60 s), a realistic mix: 80% instant access
 *     paying monthly (eight products, their posting days spread over the
 *     month), 15% two-year fixed terms paying at maturity (their maturities
 *     spread over two years), 5% instant access paying daily;
 *   - a rate change on an issue with 1M accounts, through the catalogue's
 *     publishIssueVersion (≤ 30 s);
 *   - the storage that 365 days of jobs add over 100k accounts paying
 *     monthly, in bytes per account-year (tables and indexes, after VACUUM),
 *     against what the 12 postings themselves need (ledger entries, interest
 *     postings, their transfers and events), and against the daily rows the
 *     code before migration 027 wrote (measured on a table of their shape).
 *
 * BENCH_INTEREST_SCALE_ACCOUNTS (10000000) sets the large run (1000000: none);
 * BENCH_INTEREST_STORAGE=0 leaves the storage run out. Seeding times are printed.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/database.js';
import type { createPlatform as createPlatformType } from '../src/composition/platform.js';
import type { ManualClock as ManualClockType } from '../src/platform/clock.js';
import { UNLIMITED_RATE_LIMITS } from './bench-partner.js';
import type { Row } from './run.js';
import { admin } from './pg-admin.js';

const LARGE = Number(process.env.BENCH_INTEREST_SCALE_ACCOUNTS ?? 10_000_000);
const DAY = '2026-03-02';
const ACCOUNTS_PER_CLIENT = 10;

type Platform = Awaited<ReturnType<typeof createPlatformType>>;

/** A platform on a new database; the caller's work, then the database dropped. */
async function withDatabase<T>(pgUrl: string, work: (platform: Platform, clock: ManualClockType) => Promise<T>): Promise<T> {
  const { ManualClock } = await import('../src/platform/clock.js');
  const { loadConfig } = await import('../src/platform/config.js');
  const { openDatabase } = await import('../src/platform/db.js');
  const { closePlatform, createPlatform } = await import('../src/composition/platform.js');
  const name = `bench_interest_${randomBytes(4).toString('hex')}`;
  await admin(pgUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), SANDBOX_BANK: 'off', ...UNLIMITED_RATE_LIMITS });
    const database = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
    await database.migrate();
    const clock = new ManualClock(`${DAY}T09:00:00Z`);
    const platform = await createPlatform(config, database, clock, clock);
    try {
      return await work(platform, clock);
    } finally {
      await closePlatform(platform);
    }
  } finally {
    await admin(pgUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/**
 * The PostgreSQL settings the 1M and 10M rows run under (docs/operations.md,
 * "PostgreSQL for a large book"): a night that posts ~770,000 accounts writes
 * several GB of WAL, and with the package default max_wal_size (1 GB) the
 * server checkpoints a dozen times during it, each checkpoint making the next
 * change of every page it touches log the whole page again. Reloadable
 * settings only (no restart), set with ALTER SYSTEM for the run and reset
 * after it, so the machine's server is left as it was.
 */
export const SCALE_SERVER_SETTINGS: Record<string, string> = {
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
  wal_compression: 'lz4',
};

/** Runs `work` with SCALE_SERVER_SETTINGS in force on the server, then resets them. */
async function withScaleServerSettings<T>(pgUrl: string, work: () => Promise<T>): Promise<T> {
  const apply = (statements: string[]) =>
    admin(pgUrl, async (client) => {
      for (const statement of statements) await client.query(statement);
      await client.query('SELECT pg_reload_conf()');
    });
  await apply(Object.entries(SCALE_SERVER_SETTINGS).map(([name, value]) => `ALTER SYSTEM SET ${name} = '${value}'`));
  try {
    return await work();
  } finally {
    await apply(Object.keys(SCALE_SERVER_SETTINGS).map((name) => `ALTER SYSTEM RESET ${name}`));
  }
}

/**
 * The server's settings the scale rows ran under, as the server reports them: SCALE_SERVER_SETTINGS and
 * shared_buffers, which only a restart changes, so the bench cannot set it and says what it found
 * (docs/operations.md recommends a quarter of the memory; the package default is 128MB).
 */
async function settingsInForce(pgUrl: string): Promise<string> {
  return admin(pgUrl, async (client) => {
    const shown: string[] = [];
    for (const name of ['shared_buffers', ...Object.keys(SCALE_SERVER_SETTINGS)]) {
      const result = await client.query<Record<string, string>>(`SHOW ${name}`);
      shown.push(`${name} ${result.rows[0][name]}`);
    }
    return shown.join(', ');
  });
}

interface Products {
  monthly: { productId: string; gross: string }[];
  daily: { productId: string; gross: string };
  fixed: { productId: string; gross: string };
}

async function products(platform: Platform): Promise<Products> {
  const { insertProduct } = await import('../test/builders/products.js');
  const monthly = [];
  for (let n = 0; n < 8; n++) {
    const gross = (4.1 + n / 10).toFixed(4);
    monthly.push({ productId: (await insertProduct(platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Month', ratePercent: gross })).productId, gross });
  }
  const daily = { productId: (await insertProduct(platform.db, { termType: 'InstantAccess', interestPaysFrequency: 'Daily', ratePercent: '4.0000' })).productId, gross: '4.0000' };
  const fixed = {
    productId: (await insertProduct(platform.db, { termType: 'FixedTerm', termLength: 2, termUnit: 'Year', interestPaidType: 'AtMaturity', ratePercent: '5.2500' })).productId,
    gross: '5.2500',
  };
  return { monthly, daily, fixed };
}

/**
 * Clients `from`..`to` of the partner, a portfolio each and ten accounts each,
 * opened before `day` and accrued through the day before it, each with its
 * open period (the rates and daily accrual settlement gives it). `mix`: the
 * realistic one, or every account paying monthly (the storage run).
 */
async function seed(platform: Platform, partnerId: string, p: Products, from: number, to: number, day: string, mix: 'realistic' | 'monthly'): Promise<void> {
  const { sql } = await import('kysely');
  const { dailyAccrualOf } = await import('../src/ledger/accrual-periods.repository.js');
  const db = platform.db;
  const now = new Date(`${DAY}T09:00:00Z`);
  await sql`
    INSERT INTO clients (client_reference, financial_partner_id, external_reference, client_type, client_version, profile, content_hash, created_at, updated_at)
    SELECT 'sc-' || g, ${partnerId}, 'ext-' || g, 'Individual', 1,
           '{"title":"Ms","firstName":"Scale","surname":"Client","dateOfBirth":"1980-01-01","accounts":[{"accountName":"Scale Client","accountNumber":"12345678","sortCode":"123456","currencyCode":"GBP"}]}'::jsonb, md5(g::text), ${now}, ${now}
    FROM generate_series(${from}::int, ${to}::int) g`.execute(db);
  await sql`
    INSERT INTO portfolios (portfolio_id, financial_partner_id, client_reference, currency_code, portfolio_version, created_at, updated_at)
    SELECT 'sp-' || g, ${partnerId}, 'sc-' || g, 'GBP', 1, ${now}, ${now} FROM generate_series(${from}::int, ${to}::int) g`.execute(db);
  const monthlyIds = p.monthly.map((m) => m.productId);
  const monthlyGross = p.monthly.map((m) => m.gross);
  // h in [0, 100): under 80 monthly, under 95 fixed, else daily (the storage run: all monthly).
  await sql`
    WITH shaped AS (
      SELECT g, k, n, h,
             CASE WHEN h < 80 THEN 'monthly' WHEN h < 95 THEN 'fixed' ELSE 'daily' END AS kind,
             10000 + (n * 104729) % 5000000 AS balance
      FROM generate_series(${from}::int, ${to}::int) g, generate_series(1, ${ACCOUNTS_PER_CLIENT}::int) k,
           LATERAL (SELECT g::bigint * 10 + k AS n) nn,
           LATERAL (SELECT CASE WHEN ${mix} = 'monthly' THEN 0 ELSE (n * 7919) % 100 END AS h) hh
    ),
    terms AS (
      SELECT s.*,
             CASE s.kind WHEN 'monthly' THEN (${monthlyIds}::text[])[1 + s.n % 8] WHEN 'fixed' THEN ${p.fixed.productId} ELSE ${p.daily.productId} END AS product_id,
             CASE s.kind WHEN 'monthly' THEN (${monthlyGross}::numeric[])[1 + s.n % 8] WHEN 'fixed' THEN ${p.fixed.gross}::numeric ELSE ${p.daily.gross}::numeric END AS gross,
             -- Monthly payers post on one of the next 30 days (a thirtieth of them today); daily payers today.
             CASE s.kind WHEN 'monthly' THEN ${day}::date + (s.n % 30)::int WHEN 'daily' THEN ${day}::date END AS next_posting_on
      FROM shaped s
    ),
    dated AS (
      SELECT t.*, t.gross - 0.25 AS net,
             CASE t.kind
               WHEN 'monthly' THEN (t.next_posting_on - make_interval(months => 1 + (t.n % 23)::int))::date
               WHEN 'fixed' THEN ${day}::date - 730 + (t.n % 730)::int
               ELSE ${day}::date - 1 - (t.n % 700)::int END AS opened_on
      FROM terms t
    ),
    inserted AS (
    INSERT INTO deposit_accounts (deposit_account_id, financial_partner_id, portfolio_id, client_reference, product_id, issue_number,
      product_version_on_open, currency_code, status, opened_on, matures_on, balance_minor, accrued_interest, accrued_through,
      fixed_net_rate_percent, accrual_net_rate, accrual_gross_rate, daily_accrual, daily_margin, next_posting_on, created_at, updated_at)
    SELECT 'sa-' || d.g || '-' || d.k, ${partnerId}, 'sp-' || d.g, 'sc-' || d.g, d.product_id, 1, 1, 'GBP', 'Open', d.opened_on,
           CASE WHEN d.kind = 'fixed' THEN d.opened_on + 730 END,
           d.balance,
           -- The open period started at the last posting (the carried remainder under half a penny), or at the opening.
           CASE WHEN d.kind = 'fixed' THEN 0 ELSE (d.n % 997)::numeric / 997 - 0.5 END,
           CASE d.kind WHEN 'monthly' THEN (d.next_posting_on - interval '1 month')::date - 1 WHEN 'daily' THEN ${day}::date - 2 ELSE d.opened_on - 1 END,
           CASE WHEN d.kind = 'fixed' THEN d.net END, d.net, d.gross,
           ${dailyAccrualOf(sql`d.balance`, sql`d.net`)}, ${dailyAccrualOf(sql`d.balance`, sql`d.gross`)} - ${dailyAccrualOf(sql`d.balance`, sql`d.net`)},
           d.next_posting_on, ${now}, ${now}
    FROM dated d
    RETURNING deposit_account_id, product_id, daily_margin, next_posting_on
    ),
    scheduled AS (
      INSERT INTO interest_posting_schedule (next_posting_on, deposit_account_id)
      SELECT next_posting_on, deposit_account_id FROM inserted WHERE next_posting_on IS NOT NULL
    )
    -- The standing margin a day of each institution, as the accounts' own sum (what settlement's changes add up to).
    INSERT INTO margin_carry (financial_institution_id, currency_code, carried, daily_margin)
    SELECT p.financial_institution_id, 'GBP', 0, sum(i.daily_margin)
    FROM inserted i JOIN products p ON p.product_id = i.product_id
    GROUP BY p.financial_institution_id
    ON CONFLICT (financial_institution_id, currency_code) DO UPDATE SET daily_margin = margin_carry.daily_margin + EXCLUDED.daily_margin`.execute(db);

  await sql`UPDATE interest_accrual_horizon SET accrued_through = ${day}::date - 1, advanced_at = ${now}`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  // The night starts from a server in its steady state: seeding millions of accounts in minutes leaves GBs of
  // dirty pages that the checkpointer would otherwise be writing out during the timed run.
  await sql`CHECKPOINT`.execute(db);
}

/** The scheduler's interest jobs of one business date, in their order (posting, maturity with payouts, accrual): seconds in all and each. */
async function runInterestDay(platform: Platform, date: string): Promise<{ seconds: number; each: string }> {
  const { INTEREST_JOB_NAMES } = await import('../src/ledger/interest.jobs.js');
  const names = new Set<string>(Object.values(INTEREST_JOB_NAMES));
  const jobs = platform.scheduler.registeredJobs.filter((job) => names.has(job.name)).sort((a, b) => a.dueAtMinutesUtc - b.dueAtMinutesUtc || a.order - b.order);
  const each: string[] = [];
  const { sql } = await import('kysely');
  const walAt = async () => (await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(platform.db)).rows[0].lsn;
  const walBefore = await walAt();
  const started = performance.now();
  for (const job of jobs) {
    const t = performance.now();
    await job.run(date as never);
    each.push(`${job.name} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const wal = (await sql<{ bytes: string }>`SELECT pg_wal_lsn_diff(${await walAt()}::pg_lsn, ${walBefore}::pg_lsn)::text AS bytes`.execute(platform.db)).rows[0].bytes;
  each.push(`WAL ${(Number(wal) / 2 ** 30).toFixed(2)} GiB`);
  return { seconds, each: each.join(', ') };
}

async function dayCounts(platform: Platform, date: string): Promise<string> {
  const { sql } = await import('kysely');
  const row = (
    await sql<{ posted: string; matured: string; periods: string }>`
      SELECT (SELECT count(*) FROM interest_postings WHERE posting_date = ${date}::date) AS posted,
             (SELECT count(*) FROM deposit_accounts WHERE status = 'Matured' AND matures_on = ${date}::date) AS matured,
             (SELECT count(*) FROM interest_periods WHERE last_day = ${date}::date - 1) AS periods`.execute(platform.db)
  ).rows[0];
  return `${Number(row.posted).toLocaleString('en-GB')} posted, ${Number(row.matured).toLocaleString('en-GB')} matured, ${Number(row.periods).toLocaleString('en-GB')} periods ended`;
}

async function tableBytes(platform: Platform): Promise<Map<string, number>> {
  const { sql } = await import('kysely');
  await sql`VACUUM`.execute(platform.db);
  const rows = (
    await sql<{
      name: string;
      bytes: string;
    }>`SELECT tablename AS name, pg_total_relation_size(quote_ident(tablename))::text AS bytes FROM pg_tables WHERE schemaname = 'public'`.execute(platform.db)
  ).rows;
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
}

export async function interestScaleRun(pgUrl: string): Promise<Row[]> {
  const { sql } = await import('kysely');
  const { benchPartner } = await import('./bench-partner.js');
  const { buildApp } = await import('../src/composition/app.js');
  const { addDays } = await import('../src/calendar/calendar.js');
  const rows: Row[] = [];
  const row = (what: string, fields: Partial<Row>): Row => {
    const r: Row = { what, database: 'postgres', rate: '', p50: '', p99: '', rssMb: '', non2xx: '', target: '', note: '', ...fields };
    console.log(`${r.what} [interest scale] ${r.rate} ${r.target} ${r.note}`);
    rows.push(r);
    return r;
  };
  const partnerOf = async (platform: Platform) => {
    const app = await buildApp(platform, { logger: false });
    try {
      return (await benchPartner(platform, app, 'Interest scale')).partner.financialPartnerId;
    } finally {
      await app.close();
    }
  };

  // Storage: 365 days of jobs over 100k accounts paying monthly (BENCH_INTEREST_STORAGE=0 leaves it out).
  if (process.env.BENCH_INTEREST_STORAGE !== '0')
    await withDatabase(pgUrl, async (platform) => {
      const partnerId = await partnerOf(platform);
      const p = await products(platform);
      const accounts = 100_000;
      let t = performance.now();
      await seed(platform, partnerId, p, 1, accounts / ACCOUNTS_PER_CLIENT, DAY, 'monthly');
      console.log(`storage run: ${accounts} accounts written in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      const before = await tableBytes(platform);
      t = performance.now();
      for (let n = 0; n < 365; n++) await runInterestDay(platform, addDays(DAY as never, n));

      const days = (performance.now() - t) / 1000;
      const after = await tableBytes(platform);
      const added = (names?: string[]) => {
        let total = 0;
        for (const [name, bytes] of after) if (!names || names.includes(name)) total += bytes - (before.get(name) ?? 0);
        return total;
      };
      const postings = added(['ledger_entries', 'interest_postings', 'book_legs', 'book_transfers', 'book_accounts', 'events']);
      const periods = added(['interest_periods']);
      const all = added();
      const accrual = all - postings;
      // The daily rows the code before migration 027 wrote: 365 a year, measured on a table of their shape.
      await sql`CREATE TABLE old_daily_accruals (deposit_account_id text NOT NULL, accrual_date date NOT NULL, amount numeric(38, 20) NOT NULL,
              net_rate_percent numeric(9, 4) NOT NULL, PRIMARY KEY (accrual_date, deposit_account_id))`.execute(platform.db);
      await sql`INSERT INTO old_daily_accruals SELECT 'sa-' || g || '-' || k, ${DAY}::date + d, (g * 7919 + d)::numeric / 7, 4.35
              FROM generate_series(1, 100) g, generate_series(1, 10) k, generate_series(0, 364) d`.execute(platform.db);
      await sql`VACUUM old_daily_accruals`.execute(platform.db);
      const old = Number((await sql<{ bytes: string }>`SELECT pg_total_relation_size('old_daily_accruals')::text AS bytes`.execute(platform.db)).rows[0].bytes) / 1000;
      const per = (bytes: number) => `${Math.round(bytes / accounts).toLocaleString('en-GB')} B`;
      const met = accrual <= postings;
      row('interest scale: storage 365 days of jobs add, per account-year', {
        rate: `${per(all)} in all`,
        target: `accrual ≤ the 12 postings: ${met ? 'met' : '**not met**'}`,
        note: `accrual ${per(accrual)} (periods ${per(periods)}; margin and jobs' own bookkeeping the rest) vs the 12 postings ${per(postings)} (entries, postings, transfers, events); the daily rows before migration 027: ${Math.round(old).toLocaleString('en-GB')} B; 100,000 accounts paying monthly, 365 days of jobs in ${days.toFixed(0)} s`,
        met,
      });
    });

  // One business day at 1M, then at 10M accounts; a rate change on an issue of 1M; on a server set for the size.
  await withScaleServerSettings(pgUrl, async () => {
    const settings = await settingsInForce(pgUrl);
    return withDatabase(pgUrl, async (platform) => {
      const partnerId = await partnerOf(platform);
      const p = await products(platform);
      let t = performance.now();
      const small = 1_000_000;
      await seed(platform, partnerId, p, 1, small / ACCOUNTS_PER_CLIENT, DAY, 'realistic');
      console.log(`${small} accounts written in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      const first = await runInterestDay(platform, DAY);
      row("interest scale: one business day's interest jobs, 1M accounts", {
        rate: `${first.seconds.toFixed(1)} s`,
        target: `≤ 10 s: ${first.seconds <= 10 ? 'met' : '**not met**'}`,
        note: `${await dayCounts(platform, DAY)}; ${first.each}; 80% monthly (8 products), 15% fixed at maturity, 5% daily; ${settings}`,
        met: first.seconds <= 10,
      });
      if (LARGE > small) {
        const next = addDays(DAY as never, 1);
        t = performance.now();
        await seed(platform, partnerId, p, small / ACCOUNTS_PER_CLIENT + 1, LARGE / ACCOUNTS_PER_CLIENT, next, 'realistic');
        const seeded = (performance.now() - t) / 1000;
        console.log(`${LARGE - small} more accounts written in ${seeded.toFixed(0)} s`);
        const large = await runInterestDay(platform, next);
        row(`interest scale: one business day's interest jobs, ${(LARGE / 1_000_000).toFixed(0)}M accounts`, {
          rate: `${large.seconds.toFixed(1)} s`,
          target: `≤ 60 s: ${large.seconds <= 60 ? 'met' : '**not met**'}`,
          note: `${await dayCounts(platform, next)}; ${large.each}; seeding ${seeded.toFixed(0)} s (generate_series); ${settings}`,
          met: large.seconds <= 60,
        });
      }
      // A new rate on the first monthly product's issue: its open accounts (1M at 10M in all) start a period.
      const product = p.monthly[0].productId;
      const count = Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM deposit_accounts WHERE product_id = ${product} AND status = 'Open'`.execute(platform.db)).rows[0].n,
      );
      t = performance.now();
      await platform.catalogue.publishIssueVersion(product, 1, { ratePercent: 3.95 } as never);
      const seconds = (performance.now() - t) / 1000;
      row(`interest scale: a rate change on an issue of ${count.toLocaleString('en-GB')} accounts`, {
        rate: `${seconds.toFixed(1)} s`,
        target: `≤ 30 s: ${seconds <= 30 ? 'met' : '**not met**'}`,
        note: `publishIssueVersion: every open account of the issue ends its period and starts one at the new rate; ${settings}`,
        met: seconds <= 30,
      });
    });
  });
  return rows;
}
