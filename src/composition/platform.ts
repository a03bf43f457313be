/**
 * The platform's parts, wired once: configuration, database, clock and the
 * services of every bounded context. The HTTP app and the background workers
 * are both built from this, so a worker process needs no HTTP at all.
 */
import { Redis } from 'ioredis';
import { pino, type DestinationStream, type Logger } from 'pino';
import { PartnerAuthenticator } from '../auth/partner-api.js';
import { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { SandboxBank } from '../sandbox-bank/sandbox-bank.js';
import { BankingService } from '../banking/banking.service.js';
import { CalendarChangesService } from '../calendar-changes/calendar-changes.service.js';
import { clientMoneyChecks } from '../client-money/client-money.checks.js';
import { clientMoneyJobs } from '../client-money/client-money.jobs.js';
import { registerClientMoneyGauges } from '../client-money/client-money.metrics.js';
import { ClientMoneyService } from '../client-money/client-money.service.js';
import { accountHeadroom } from '../instructions/account-headroom.js';
import { TokenService } from '../auth/token.service.js';
import { ClientsService } from '../clients/clients.service.js';
import { batchJobs } from '../batches/batch-jobs.js';
import { batchesChecks } from '../batches/batches.checks.js';
import { registerBatchesGauges } from '../batches/batches.metrics.js';
import { BatchesService } from '../batches/batches.service.js';
import { InstructionProcessor } from '../instructions/instruction-processor.js';
import { instructionsChecks } from '../instructions/instructions.checks.js';
import { batchInstructions, pendingDeposits } from '../instructions/instructions.js';
import { registerInstructionsGauges } from '../instructions/instructions.metrics.js';
import { INSTRUCTION_REQUESTS_CHANNEL, InstructionsService } from '../instructions/instructions.service.js';
import { OperatorKeysService } from '../operator/operator-keys.service.js';
import { OperatorReads } from '../operator/operator-reads.js';
import { OperatorSearch } from '../operator/operator-search.js';
import { PartnersService } from '../auth/partners.service.js';
import { eventRetentionJobs } from '../events/event-retention.jobs.js';
import { WebhookDispatcher } from '../events/webhook-dispatcher.js';
import { WebhooksService } from '../events/webhooks.service.js';
import { createInterestJobs } from '../ledger/interest.jobs.js';
import { ACCOUNT_BALANCE_CHECK, BOOKS_RECONCILIATION_CHECKS, INTEREST_RECONCILIATION_CHECKS } from '../ledger/ledger.checks.js';
import { startRatePeriods } from '../ledger/ledger.js';
import type { ReconciliationCheck } from '../operator/reconciliation.js';
import { PortfoliosService } from '../portfolios/portfolios.service.js';
import { FscsService } from '../fscs/fscs.service.js';
import { Scheduler } from '../scheduler/scheduler.js';
import { CatalogueService } from '../products/catalogue.service.js';
import { ApprovalsService } from '../approvals/approvals.service.js';
import { changeAppliers } from './change-appliers.js';
import { ProductsService } from '../products/products.service.js';
import type { AdjustableClock, Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { PlatformDatabase, Db } from '../database.js';
import { stdoutLogDestination } from '../platform/logging.js';
import { PlatformMetrics } from '../platform/metrics.js';

export interface Platform {
  config: Config;
  database: PlatformDatabase;
  db: Db;
  clock: Clock;
  /** Present in the sandbox, where time can be moved forward. */
  adjustableClock: AdjustableClock | undefined;
  redis: Redis | undefined;
  tokens: TokenService;
  authenticator: PartnerAuthenticator;
  partners: PartnersService;
  clients: ClientsService;
  /** The Product Catalog API's reads. */
  products: ProductsService;
  /** The operator's catalogue management and loader. */
  catalogue: CatalogueService;
  /** Instruction Request API: accepts requests (processed by `processor`). */
  instructions: InstructionsService;
  /** The instruction engine; started as a background worker by main.ts, drained directly by the sandbox and tests. */
  processor: InstructionProcessor;
  /** Instruction batches: partner views, batch-update, cut-off and settlement. */
  batches: BatchesService;
  /** Portfolios API reads: portfolios, deposit accounts, interest figures, pending items. */
  portfolios: PortfoliosService;
  /** FSCS exposure per banking group (Portfolios API and operator) and the dated limit the operator keeps. */
  fscs: FscsService;
  /** Webhooks API: endpoints, the events feed, delivery log and replays. */
  webhooks: WebhooksService;
  /** Webhook delivery: started by the worker role, drained by the sandbox before it answers. */
  webhookDispatcher: WebhookDispatcher;
  /** Daily jobs (cut-off, settlement, interest, maturity): register with scheduler.register(job). */
  scheduler: Scheduler;
  /** The JSON log of the work outside requests (worker, scheduler, shutdown), at LOG_LEVEL, as the HTTP log. */
  logger: Logger;
  /** Standard output for log lines, shared by `logger` and the HTTP log (see logging.ts). */
  logDestination: DestinationStream;
  /** Called on shutdown, in reverse order of registration. */
  closers: (() => Promise<void>)[];
  /** This platform's Prometheus registry; contexts add scrape-time gauges with metrics.registerGauge. */
  metrics: PlatformMetrics;
  /** Operator identities: who may call the operator API, with which role. */
  operatorKeys: OperatorKeysService;
  /** The operator's reads across partners (overview, batches, requests, accounts, clients). */
  operatorReads: OperatorReads;
  /** The operator's one search box: anything by name, reference or id. */
  operatorSearch: OperatorSearch;
  /** The operator's one-off changes to the bank-holiday rules, in force in every process. */
  calendarChanges: CalendarChangesService;
  /** The platform's client-money accounts and each institution's bank settings, which the operator keeps and payment runs read. */
  banking: BankingService;
  /** The bank files the operator uploads (statements, notifications, status reports), their entries and the suspense the operator resolves. */
  bankStatements: BankStatementsService;
  payments: PaymentsService;
  /** The sandbox's simulated bank; absent in production and with SANDBOX_BANK=off. */
  sandboxBank?: SandboxBank;
  /** The daily client-money reconciliation (CASS 7.15): runs stored immutable, the operator's reads and runs on demand. */
  clientMoney: ClientMoneyService;
  /** Four eyes: changes to money proposed by one admin, applied when another approves (or at their scheduled instant). */
  approvals: ApprovalsService;
  /** The money invariants GET /operator/reconciliation runs, each contributed by the context that owns it, in the report's order. */
  reconciliationChecks: readonly ReconciliationCheck[];
}

export async function createPlatform(
  config: Config,
  database: PlatformDatabase,
  clock: Clock,
  adjustableClock?: AdjustableClock,
  options: { tokenClock?: Clock } = {},
): Promise<Platform> {
  const db = database.db;
  // Token lifetimes are a security property in real time; the sandbox's business
  // clock jumping a year must not expire a partner's token (main passes the wall
  // clock; tests pin one clock for both).
  const metrics = new PlatformMetrics();
  const tokens = new TokenService(db, options.tokenClock ?? clock, {
    ttlSeconds: config.tokenTtlSeconds,
    issuer: config.tokenIssuer,
    signingKeyPem: config.tokenSigningKey,
    counters: metrics.partnerCounters(),
  });
  await tokens.init();
  const authenticator = new PartnerAuthenticator(db, tokens, database);
  await authenticator.followCredentialChanges();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', () => undefined);
  const logDestination = stdoutLogDestination();
  const logger = pino({ level: config.logLevel }, logDestination);
  const portfolios = new PortfoliosService(db, clock);
  // The batches write the instructions in them through the instructions context (its side of BatchInstructions).
  const batches = new BatchesService(db, clock, batchInstructions);
  // A statement's upload completes the batches whose money the bank has now booked (BatchMoneyBooked).
  const bankStatements = new BankStatementsService(db, clock, batches);
  const payments = new PaymentsService(db, clock);
  const partners = new PartnersService(db, clock, authenticator);
  const products = new ProductsService(db, clock, config, (query) => accountHeadroom(db, query));
  // A rate change starts new accrual periods on the issue's variable-rate accounts, in the change's transaction.
  const catalogue = new CatalogueService(db, clock, config, { issueRateChanged: (trx, productId, issueNumber) => startRatePeriods(trx, productId, issueNumber) });
  const operatorKeys = new OperatorKeysService(db, clock, config.operatorApiKey, {
    fourEyes: config.fourEyes,
    // A revoked key's waiting proposals are withdrawn in the revocation's transaction (approvals owns them).
    whenRevoked: (trx, key, by, audit) => platform.approvals.withdrawProposalsOfKey(trx, key.operatorKeyId, by, audit).then(() => undefined),
  });
  const banking = new BankingService(db, clock);
  // Exposure counts the deposits pending, which the instructions context keeps (its side of PendingDeposits).
  const fscs = new FscsService(db, clock, pendingDeposits);
  const calendarChanges = new CalendarChangesService(db, clock, database, logErrorTo(logger, 'calendar'));
  const reconciliationChecks = [
    ACCOUNT_BALANCE_CHECK,
    ...BOOKS_RECONCILIATION_CHECKS,
    ...batchesChecks,
    ...instructionsChecks,
    ...INTEREST_RECONCILIATION_CHECKS,
    ...clientMoneyChecks,
  ];
  const platform: Platform = {
    config,
    database,
    db,
    clock,
    adjustableClock,
    redis,
    tokens,
    authenticator,
    partners,
    operatorKeys,
    clients: new ClientsService(db, clock),
    // The summary's headroom is judged as deposits judge it, by the instructions context.
    products,
    catalogue,
    instructions: new InstructionsService(db, clock, () => database.wake(INSTRUCTION_REQUESTS_CHANNEL)),
    processor: new InstructionProcessor(database, clock, config, { metrics, log: logErrorTo(logger, 'worker') }),
    batches,
    portfolios,
    fscs,
    operatorReads: new OperatorReads(db, clock, { portfolios, partners, payments, products, reconciliationChecks }),
    operatorSearch: new OperatorSearch(db, { partners, products, payments }),
    webhooks: new WebhooksService(db, clock, config.platformEnv, config.eventRetentionDays),
    webhookDispatcher: new WebhookDispatcher(db, {
      platformEnv: config.platformEnv,
      webhooks: config.webhooks,
      pollIntervalMs: config.workerPollIntervalMs,
      log: logErrorTo(logger, 'webhooks'),
      platformClock: clock,
    }),
    scheduler: new Scheduler(db, clock, logErrorTo(logger, 'scheduler')),
    calendarChanges,
    banking,
    bankStatements,
    payments,
    clientMoney: new ClientMoneyService(db, clock, (run) =>
      logger
        .child({ component: 'client-money' })
        .error(
          { reconciliationId: run.reconciliationId, asAt: run.asAt, breakCount: run.breakCount, ranBy: run.ranBy },
          'client-money reconciliation found breaks: an operator must investigate (GET /operator/client-money/reconciliations)',
        ),
    ),
    logger,
    logDestination,
    closers: [],
    metrics,
    reconciliationChecks,
    approvals: new ApprovalsService(
      db,
      clock,
      { fourEyes: config.fourEyes },
      changeAppliers({
        catalogue,
        products,
        batches,
        partners,
        operatorKeys,
        banking,
        fscs,
        calendar: calendarChanges,
        bankStatements,
      }),
    ),
  };
  // Before any work computes a date: the operator's bank-holiday changes are part of the calendar.
  await platform.calendarChanges.follow();
  // Always, not only with the worker's loop: a sandbox call (ROLE=api too) leaves attempts in flight when its budget is spent, and they are recorded before the database closes.
  platform.closers.push(() => platform.webhookDispatcher.stop());
  registerInstructionsGauges(platform.metrics, db, clock);
  registerBatchesGauges(platform.metrics, db);
  registerClientMoneyGauges(platform.metrics, db);
  if (redis) platform.closers.push(async () => void redis.disconnect());
  const sandboxBank = config.sandboxBank ? new SandboxBank(db, clock, bankStatements) : undefined;
  platform.sandboxBank = sandboxBank;
  for (const job of batchJobs(db, clock, platform.batches, {
    cutoffUtc: config.batchCutoffUtc,
    settleAutomatically: config.platformEnv === 'sandbox',
    steps: {
      beforeSettlement: async (date) => void (await sandboxBank?.bookExpectedCredits(date)),
      afterSettlement: async (date) => {
        // The institutions' repayments first: a client's payout waits for its money at the hub.
        await sandboxBank?.bookExpectedCredits(date);
        await payments.run(date);
        await sandboxBank?.answerPaymentFiles(date);
        // The institutions pay gross interest on the day the platform posts it to their products' clients.
        await sandboxBank?.creditGrossInterest(date);
        await db.transaction().execute(async (trx) => void (await batches.completeBookedBatches(trx)));
      },
    },
  })) {
    platform.scheduler.register(job);
  }
  // The daily client-money reconciliation (CASS 7.15): in production, and in the sandbox while its bank sends the
  // statements. With SANDBOX_BANK=off nobody may be sending them: an operator runs one on demand (docs/bank-side.md).
  if (config.platformEnv === 'production' || sandboxBank) for (const job of clientMoneyJobs(clock, platform.clientMoney)) platform.scheduler.register(job);
  // The ledger's maturity job pays out through the batches context (its MaturityPayouts).
  for (const job of createInterestJobs(platform, batches)) platform.scheduler.register(job);
  // Events older than EVENT_RETENTION_DAYS are pruned in bounded batches (issue 30; the feed says so).
  for (const job of eventRetentionJobs(db, clock, { retentionDays: config.eventRetentionDays })) platform.scheduler.register(job);
  // Approved changes scheduled for an instant apply then, in time order with the daily jobs.
  platform.scheduler.registerTimed({ name: 'scheduled-changes', dueTimes: (upTo) => platform.approvals.dueTimes(upTo), runDue: (at) => platform.approvals.applyDue(at) });
  await platform.scheduler.ensureCursor();
  return platform;
}

/** A log function for a background component: one JSON line with the error and the component's name. */
function logErrorTo(logger: Logger, component: string): (error: unknown, message: string) => void {
  const child = logger.child({ component });
  return (error, message) => child.error({ err: error }, message);
}

export async function closePlatform(platform: Platform): Promise<void> {
  for (const close of [...platform.closers].reverse()) await close().catch(() => undefined);
  await platform.database.close();
}
