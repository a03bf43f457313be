/**
 * Interest over time, as the scheduler's daily jobs. For a business date D:
 *
 *   00:00  interest-posting    posts what accrued through D-1 on D's posting dates
 *   00:00  interest-maturity   fixed terms maturing on D: post, mark Matured, enqueue payout
 *   23:50  interest-accrual    accrues day D on the balance settled by the end of D
 *   23:50  partner-holdings-fold  folds the day's changes to the partners' holdings (holdings.repository.ts)
 *
 * Posting before the day's accrual, and accrual at the end of the day, is what
 * makes the jobs agree with interest.projectBalance: interest is earned for each
 * day in [opened_on, matures_on) on that day's balance, a posting on date P
 * covers the days before P, and from P on the posted interest earns too. The
 * maturity job runs at the start of the maturity day so the payout can join
 * that day's batch (docs/decisions/domain.md: "on the next batch").
 *
 * Every job claims its (name, date) in scheduled_job_runs in the same
 * transaction as its work, so running a date twice changes nothing.
 */
import type { BusinessDate } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import type { PlatformDatabase, Db, Tx } from '../database.js';
import { claimJobRun, type DailyJob } from '../scheduler/scheduler.js';
import {
  accrueInterestThrough,
  anyAccountMaturingBy,
  markMatured,
  periodicPostingChunks,
  postCarriedMargin,
  postMaturityInterest,
  postPeriodicInterest,
  postPeriodicInterestOf,
  refreshPlannerStatistics,
} from './interest.repository.js';
import { foldHoldingChanges } from './holdings.repository.js';

export const INTEREST_JOB_NAMES = {
  posting: 'interest-posting',
  maturity: 'interest-maturity',
  accrual: 'interest-accrual',
  statistics: 'refresh-planner-statistics',
  holdings: 'partner-holdings-fold',
} as const;

/** Accounts a posting chunk holds: small enough for short transactions, large enough that each statement's fixed cost is nothing. */
const POSTING_CHUNK_ACCOUNTS = 10_000;

/** Posting chunks in flight at once on PostgreSQL: the machines here have two cores (docs/performance.md). */
const POSTING_WORKERS_ON_POSTGRES = 2;

/** Runs `work` on each item, at most `workers` at a time; after a failure starts no more, and rejects with it once all have stopped. */
async function inParallel<T>(items: readonly T[], workers: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { reason: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      while (!failure && next < items.length) {
        try {
          await work(items[next++]);
        } catch (reason) {
          failure ??= { reason };
        }
      }
    }),
  );
  if (failure) throw failure.reason;
}

/** Late in the day, after the day's settlement has opened, topped up or debited accounts. */
export const ACCRUAL_DUE_MINUTES_UTC = 23 * 60 + 50;

/**
 * What the maturity job needs from the batches context: the payouts of the
 * day's matured accounts. The batches context owns withdrawal batches and their
 * instructions, and settles them through the ledger, so it imports the
 * ledger; the ledger importing it back would be a cycle. So the ledger states
 * what it needs here and the composition root fills it with the batches'
 * service (BatchesService.enqueueMaturityPayouts).
 */
export interface MaturityPayouts {
  /** Puts matured accounts' payouts (balance, interest included) on the next withdrawal batches, in the maturity job's transaction. */
  enqueueMaturityPayouts(trx: Tx, input: { depositAccountIds: readonly string[]; businessDate: BusinessDate; now: Date }): Promise<unknown>;
}

/** What the jobs need: the database, the clock, and which engine it is (PGlite gets a statistics refresh). */
export interface InterestJobsDeps {
  db: Db;
  clock: Clock;
  database?: Pick<PlatformDatabase, 'kind'>;
}

async function runOnce(platform: InterestJobsDeps, name: string, date: BusinessDate, work: (trx: Tx, now: Date) => Promise<unknown>): Promise<void> {
  await platform.db.transaction().execute(async (trx) => {
    const now = platform.clock.now();
    if (!(await claimJobRun(trx, name, date, now))) return;
    await work(trx, now);
  });
}

/**
 * The daily interest jobs. Without `payouts` (tests of accrual and posting
 * alone) matured accounts stay Matured with their money in them and are not
 * paid out.
 */
export function createInterestJobs(platform: InterestJobsDeps, payouts?: MaturityPayouts): DailyJob[] {
  const jobs: DailyJob[] = [
    {
      name: INTEREST_JOB_NAMES.posting,
      days: 'calendar',
      dueAtMinutesUtc: 0,
      order: 100,
      run: async (date) => {
        // The day's postings in chunks, committed one by one and in parallel on PostgreSQL (one worker a core:
        // a chunk is CPU work in the server); each account is posted only if still due when locked, so a
        // chunk that runs twice, or a crash between chunks, posts nothing twice. Then the run proper, in one
        // transaction with its claim, posts whatever the chunks left and moves the rest on.
        const chunks = await periodicPostingChunks(platform.db, date, POSTING_CHUNK_ACCOUNTS);
        const workers = platform.database?.kind === 'postgres' ? POSTING_WORKERS_ON_POSTGRES : 1;
        await inParallel(chunks, workers, (ids) =>
          platform.db.transaction().execute(async (trx) => {
            await postPeriodicInterestOf(trx, date, ids, platform.clock.now());
          }),
        );
        await runOnce(platform, INTEREST_JOB_NAMES.posting, date, (trx, now) => postPeriodicInterest(trx, date, now));
      },
    },
    {
      name: INTEREST_JOB_NAMES.maturity,
      days: 'calendar',
      dueAtMinutesUtc: 0,
      order: 110,
      run: (date) =>
        runOnce(platform, INTEREST_JOB_NAMES.maturity, date, async (trx, now) => {
          // A day with nothing maturing (most days) ends at the index probe.
          if (!(await anyAccountMaturingBy(trx, date))) return;
          // Self-contained (it posts maturing accounts itself), so it does not
          // depend on the posting job having run first.
          await postMaturityInterest(trx, date, now);
          const matured = await markMatured(trx, date, now);
          if (payouts && matured.length > 0) {
            await payouts.enqueueMaturityPayouts(trx, { depositAccountIds: matured.map((a) => a.depositAccountId), businessDate: date, now });
          }
        }),
    },
    {
      name: INTEREST_JOB_NAMES.accrual,
      days: 'calendar',
      dueAtMinutesUtc: ACCRUAL_DUE_MINUTES_UTC,
      order: 900,
      run: (date) =>
        runOnce(platform, INTEREST_JOB_NAMES.accrual, date, async (trx, now) => {
          const accruals = await accrueInterestThrough(trx, date, now);
          // The day's margin (accrued with the clients' interest, per institution) into the house book.
          await postCarriedMargin(trx, date, now);
          return accruals;
        }),
    },
    {
      // The day's changes to the partners' holdings (every settlement, posting and closure appended its own)
      // folded into their totals, so that a partner page reads at most a day's changes beside them.
      name: INTEREST_JOB_NAMES.holdings,
      days: 'calendar',
      dueAtMinutesUtc: ACCRUAL_DUE_MINUTES_UTC,
      order: 920,
      run: (date) => runOnce(platform, INTEREST_JOB_NAMES.holdings, date, (trx) => foldHoldingChanges(trx)),
    },
  ];
  if (platform.database?.kind === 'pglite') {
    // PGlite runs no autovacuum, so the planner never learns table sizes and picks
    // sort-everything plans for the portfolio pages (3x slower measured at 2,000
    // portfolios). After the night's accrual has rewritten the accounts, refresh
    // the statistics of the tables the Portfolios API reads. PostgreSQL's
    // autovacuum does this by itself.
    jobs.push({
      name: INTEREST_JOB_NAMES.statistics,
      days: 'calendar',
      dueAtMinutesUtc: ACCRUAL_DUE_MINUTES_UTC,
      order: 950,
      run: (date) =>
        runOnce(platform, INTEREST_JOB_NAMES.statistics, date, async (trx) => {
          await refreshPlannerStatistics(trx);
        }),
    });
  }
  return jobs;
}
