/**
 * The `failover` reliability suite (issue 26, item 7): a PostgreSQL failover
 * that loses nothing, on this machine.
 *
 * A primary and a streaming standby of the suite's own (private-postgres.ts),
 * the standby synchronous (synchronous_standby_names names it,
 * synchronous_commit=on); two ROLE=api and two ROLE=worker processes with a
 * DATABASE_URL naming both servers, target_session_attrs=read-write. Under
 * load the primary is killed (kill -9 of all its processes) and the standby
 * promoted. Partners retry an unanswered or 503'd deposit with the same
 * reference and body until it is answered 202. What must hold: every 202'd
 * request exists once and ends Processed or Rejected (by the workers, without
 * a sandbox run), with one outcome event; reconciliation is clean; no process
 * was restarted, and deposits are accepted again once the standby is promoted.
 *
 * Then what asynchronous replication loses, with the same processes: a new
 * standby is made from the promoted server (on the dead primary's port, so the
 * same DATABASE_URL names it) and replication left asynchronous. The standby
 * is stopped (the deterministic form of a standby that lags: pausing its WAL
 * receiver would leave WAL already in its socket buffers, received or not at
 * the whim of timing), deposits are answered 202, the primary is killed, and
 * the standby is started and promoted: every one of those deposits is gone
 * (404 to the partner), though the books still reconcile (what was lost was
 * lost whole). A synchronous primary would not have answered 202 at all
 * without the standby.
 *
 * Between the two, the submission rate is measured on the same pair with the
 * same processes, asynchronous and synchronous alternately (docs/operations.md
 * quotes the ratio).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReplicatedPrimary, startStandbyOf, type PostgresNode } from './private-postgres.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';
import { awaitFinal, check, createClients, expectReconciled, INSTANT_ACCESS, NO_RATE_LIMITS, type Partner, sleep } from './suite-helpers.js';

export interface FailoverSuiteOptions {
  /** The checks of the database itself that the other suites make (scripts/reliability.ts). */
  checkDatabase(target: { databaseUrl: string }, accepted: Set<string>, notes: string[]): Promise<void>;
  expectOneOutcomeEventEach(partner: Partner, outcomes: Map<string, string>, notes: string[]): Promise<void>;
  /** Raised when this machine cannot make a cluster (no PostgreSQL server binaries). */
  skip(reason: string): Error;
}

const DATABASE = 'failover';
const LANES = 8;
/** Load before the kill and after the promotion. */
const STEADY_MS = 5000;
/** Each of the eight windows (async and sync alternately) of a deposit rate measurement. */
const RATE_WINDOW_MS = 2000;
/** Deposits acknowledged by the asynchronous primary while its standby is away. */
const UNREPLICATED = 40;

export async function failoverSuite(notes: string[], options: FailoverSuiteOptions): Promise<void> {
  const primary = await startReplicatedPrimary();
  if (!primary) throw options.skip('no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) to make clusters of our own with');
  const nodes: PostgresNode[] = [primary];
  const services: ServiceProcess[] = [];
  try {
    primary.psql('postgres', `CREATE DATABASE ${DATABASE}`);
    const standby = await startStandbyOf(primary, 'standby');
    nodes.push(standby);
    setSynchronousStandby(primary, 'standby');
    const databaseUrl = `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/${DATABASE}?target_session_attrs=read-write&connect_timeout=2`;
    notes.push(`DATABASE_URL=${databaseUrl}`);
    const common = { PLATFORM_ENV: 'sandbox', DATABASE_URL: databaseUrl, WORKER_POLL_INTERVAL_MS: '200', ...NO_RATE_LIMITS };
    // One at a time: the first migrates and seeds.
    services.push(await startService({ ...common, ROLE: 'api' }));
    services.push(await startService({ ...common, ROLE: 'api' }));
    services.push(await startService({ ...common, ROLE: 'worker' }, { waitReady: false }));
    services.push(await startService({ ...common, ROLE: 'worker' }, { waitReady: false }));
    const partners = services.slice(0, 2).map((api) => httpPartner(() => api.baseUrl));
    const clients = await createClients(partners[0], 20);

    await synchronousFailover({ primary, standby, services, partners, clients, databaseUrl }, notes, options);
    const oldPrimaryPort = primary.port;
    primary.destroy();
    nodes.splice(nodes.indexOf(primary), 1);
    // The promoted server is the primary now; a new standby on the old primary's port is named by the same DATABASE_URL.
    const newStandby = await startStandbyOf(standby, 'standby2', oldPrimaryPort);
    nodes.push(newStandby);
    await waitForStreaming(standby, 'standby2');
    await submissionRates(standby, 'standby2', partners, clients, notes);
    await asynchronousLoss({ primary: standby, standby: newStandby, services, partners, clients }, notes);
    expectRunning(services);
    notes.push(`the same 4 processes (pids ${services.map((s) => s.child.pid).join(', ')}) throughout: none restarted`);
  } catch (error) {
    for (const service of services) {
      const file = join(tmpdir(), `failover-${service.child.pid}.log`);
      writeFileSync(file, service.output());
      notes.push(`process ${service.child.pid}'s output is in ${file}`);
    }
    throw error;
  } finally {
    for (const service of services) await service.stop('SIGTERM');
    for (const node of nodes) node.destroy();
  }
}

/** No process may have exited: each must ride the failovers out and recover on its own. */
function expectRunning(services: ServiceProcess[]): void {
  for (const service of services) {
    const { exitCode, signalCode, pid } = service.child;
    check(exitCode === null && signalCode === null, `process ${pid} exited (${exitCode ?? signalCode}); it was to ride the failover out`);
  }
}

// ------------------------------------------------------------------ replication settings

/** synchronous_standby_names names `name` (or nothing: asynchronous); returns once the primary reports it so. */
function setSynchronousStandby(primary: PostgresNode, name: string | undefined): void {
  primary.psql('postgres', name ? `ALTER SYSTEM SET synchronous_standby_names = '${name}'` : 'ALTER SYSTEM RESET synchronous_standby_names');
  primary.psql('postgres', 'ALTER SYSTEM SET synchronous_commit = on');
  primary.psql('postgres', 'SELECT pg_reload_conf()');
}

async function waitForStreaming(primary: PostgresNode, name: string, syncState?: 'sync' | 'async'): Promise<void> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const state = primary.psql('postgres', `SELECT state || '/' || sync_state FROM pg_stat_replication WHERE application_name = '${name}'`);
    if (state === `streaming/${syncState ?? 'async'}` || (syncState === undefined && state.startsWith('streaming/'))) return;
    check(performance.now() < deadline, `standby ${name} is not streaming${syncState ? ` (${syncState})` : ''} after 30 s: "${state}"`);
    await sleep(100);
  }
}

// ------------------------------------------------------------------ load

interface Load {
  accepted: Set<string>;
  /** Per phase, the answers seen (status, or 0 for none), for the notes and the 5xx check. */
  answers: Map<string, number>;
  /** When each deposit was first answered 202 (performance.now()). */
  acceptedAt: number[];
  phase: string;
  stop(): Promise<void>;
}

function depositBody(reference: string, i: number, clients: string[]) {
  // One in fifty names a client that does not exist: those must end Rejected, exactly once too.
  return { ...INSTANT_ACCESS, accountReference: i % 50 === 49 ? randomUUID() : clients[i % clients.length], amount: 1000 + (i % 97), instructionReference: reference };
}

/**
 * Submits deposits from `lanes` lanes until stopped. A deposit not answered
 * 202 (no answer, 503) is sent again with the same reference and body, as a
 * partner does, until it is, even after stop() is called: a deposit the
 * database stored must be one the partner was told of.
 */
function startLoad(partners: Partner[], clients: string[], phase: string, lanes = LANES): Load {
  let running = true;
  let counter = 0;
  const load: Load = {
    accepted: new Set(),
    answers: new Map(),
    acceptedAt: [],
    phase,
    stop: async () => {
      running = false;
      await submitting;
    },
  };
  const submitting = Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (running) {
        const i = counter++;
        const reference = randomUUID();
        const body = depositBody(reference, i, clients);
        const deadline = performance.now() + 120_000;
        for (let attempt = 0; ; attempt++) {
          check(performance.now() < deadline, `deposit ${reference} was not accepted within 120 s`);
          let status = 0;
          try {
            status = (await partners[(lane + attempt) % partners.length].call('POST', '/instruction-request/deposit', body)).status;
          } catch {
            status = 0;
          }
          const key = `${load.phase}:${status}`;
          load.answers.set(key, (load.answers.get(key) ?? 0) + 1);
          if (status === 202) {
            load.accepted.add(reference);
            load.acceptedAt.push(performance.now());
            break;
          }
          // 401: the token is fetched again (httpPartner); anything else is no answer a failover may give.
          check(status === 0 || status === 503 || status === 401, `deposit ${reference} answered ${status}`);
          await sleep(100 + Math.random() * 100);
        }
      }
    }),
  );
  return load;
}

function acceptedBetween(load: Load, from: number, to: number): number {
  return load.acceptedAt.filter((t) => t >= from && t < to).length;
}

// ------------------------------------------------------------------ the synchronous failover

interface Pair {
  primary: PostgresNode;
  standby: PostgresNode;
  services: ServiceProcess[];
  partners: Partner[];
  clients: string[];
}

async function synchronousFailover(pair: Pair & { databaseUrl: string }, notes: string[], options: FailoverSuiteOptions): Promise<void> {
  const { primary, standby, partners, clients } = pair;
  await waitForStreaming(primary, 'standby', 'sync');
  const load = startLoad(partners, clients, 'before');
  let crashedAt = 0;
  let promotedAt = 0;
  try {
    await sleep(STEADY_MS);
    load.phase = 'failover';
    crashedAt = performance.now();
    primary.crash();
    standby.promote();
    promotedAt = performance.now();
    load.phase = 'after';
    await sleep(STEADY_MS);
  } finally {
    await load.stop();
  }
  const firstAfter = load.acceptedAt.find((t) => t > promotedAt);
  notes.push(
    `synchronous: ${load.accepted.size} deposits accepted; primary killed, standby promoted in ${((promotedAt - crashedAt) / 1000).toFixed(1)} s; ` +
      `first 202 ${firstAfter === undefined ? 'never' : `${((firstAfter - crashedAt) / 1000).toFixed(1)} s`} after the kill; answers ${JSON.stringify([...load.answers].sort())}`,
  );
  expectRunning(pair.services);
  check(firstAfter !== undefined, 'no deposit was accepted after the promotion, without a restart');
  check(acceptedBetween(load, crashedAt, crashedAt + 60_000) > 0, 'nothing accepted after the failover');
  await expectListeningAgain(standby, pair.services.length, notes);
  // No sandbox run: the two worker processes, which lived through the failover, must do the processing.
  const outcomes = await awaitFinal(partners[1], [...load.accepted], 180_000, false);
  const statuses = new Map([...outcomes].map(([reference, outcome]) => [reference, outcome.status]));
  const rejected = [...statuses.values()].filter((s) => s === 'Rejected').length;
  notes.push(`every accepted deposit final on the promoted server: ${statuses.size - rejected} Processed, ${rejected} Rejected`);
  await options.expectOneOutcomeEventEach(partners[0], statuses, notes);
  await expectReconciled(pair.services[0].baseUrl);
  await options.checkDatabase({ databaseUrl: pair.databaseUrl }, load.accepted, notes);
}

/**
 * Each process's LISTEN connection died with the old primary; each must have
 * LISTENed again on the promoted server (wake-ups between processes, instead
 * of waiting for the next poll), with no subscription to prompt it.
 */
async function expectListeningAgain(server: PostgresNode, processes: number, notes: string[]): Promise<void> {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const listening = Number(server.psql(DATABASE, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'"));
    if (listening >= processes) {
      notes.push(`all ${processes} processes LISTEN again on the promoted server`);
      return;
    }
    check(performance.now() < deadline, `${listening} of ${processes} processes LISTEN on the promoted server 15 s after the failover`);
    await sleep(250);
  }
}

// ------------------------------------------------------------------ what synchronous replication costs

/**
 * What a synchronous standby costs, asynchronous and synchronous alternately
 * on the same pair (so that the machine's other load, which varies from one
 * second to the next, falls on both alike), the rate being the total accepted
 * over the total time of each mode's windows:
 *
 * - the database alone: one-row INSERT transactions from pgbench, 1 and 8
 *   connections: the commit's own cost, the standby's flush included;
 * - the platform: deposits accepted per second through the 2 API processes
 *   (the 2 workers processing meanwhile), 1 lane (each submission waits for
 *   the one before, so the rate is one over the latency) and `LANES` lanes
 *   (the group commit shares one commit, and so one wait, among many).
 */
async function submissionRates(primary: PostgresNode, standbyName: string, partners: Partner[], clients: string[], notes: string[]): Promise<void> {
  const modes = ['async', 'sync', 'async', 'sync', 'async', 'sync', 'async', 'sync'] as const;
  const switchTo = async (mode: 'async' | 'sync') => {
    setSynchronousStandby(primary, mode === 'sync' ? standbyName : undefined);
    await waitForStreaming(primary, standbyName, mode);
  };
  const describe = (what: string, totals: Record<'async' | 'sync', { count: number; ms: number }>) => {
    const rate = (mode: 'async' | 'sync') => (totals[mode].count * 1000) / totals[mode].ms;
    notes.push(
      `${what}: asynchronous ${rate('async').toFixed(0)}/s, synchronous ${rate('sync').toFixed(0)}/s, synchronous at ${((rate('sync') / rate('async')) * 100).toFixed(0)}%`,
    );
  };
  primary.psql(DATABASE, 'CREATE TABLE commit_cost (v int)');
  try {
    for (const connections of [1, LANES]) {
      const totals = { async: { count: 0, ms: 0 }, sync: { count: 0, ms: 0 } };
      for (const mode of modes) {
        await switchTo(mode);
        totals[mode].count += primary.pgbench(DATABASE, 'INSERT INTO commit_cost VALUES (1)', 1, connections);
        totals[mode].ms += 1000;
      }
      describe(`one-row INSERT commits (pgbench), ${connections} connection${connections > 1 ? 's' : ''}, 8 windows of 1 s`, totals);
    }
  } finally {
    primary.psql(DATABASE, 'DROP TABLE commit_cost');
  }
  const accepted: string[] = [];
  for (const lanes of [1, LANES]) {
    const totals = { async: { count: 0, ms: 0 }, sync: { count: 0, ms: 0 } };
    const load = startLoad(partners, clients, 'rates', lanes);
    try {
      for (const mode of modes) {
        await switchTo(mode);
        // The first moments are the switch's: requests in flight straddle it.
        await sleep(300);
        const from = performance.now();
        await sleep(RATE_WINDOW_MS);
        const to = performance.now();
        totals[mode].count += acceptedBetween(load, from, to);
        totals[mode].ms += to - from;
      }
    } finally {
      setSynchronousStandby(primary, undefined);
      await load.stop();
    }
    accepted.push(...load.accepted);
    describe(`deposits accepted, ${lanes} lane${lanes > 1 ? 's' : ''} over 2 API processes with 2 workers processing, 8 windows of ${RATE_WINDOW_MS / 1000} s`, totals);
  }
  // The deposits of the windows are the books' too: they must end like every other.
  await awaitFinal(partners[1], accepted, 180_000, false);
}

// ------------------------------------------------------------------ what asynchronous replication loses

async function asynchronousLoss(pair: Pair, notes: string[]): Promise<void> {
  const { primary, standby, partners, clients } = pair;
  standby.stop();
  const acknowledged: string[] = [];
  for (let i = 0; i < UNREPLICATED; i++) {
    const reference = randomUUID();
    const response = await partners[i % 2].call('POST', '/instruction-request/deposit', depositBody(reference, i, clients));
    check(response.status === 202, `deposit answered ${response.status} with the standby away: ${JSON.stringify(response.body)}`);
    acknowledged.push(reference);
  }
  const list = acknowledged.map((r) => `'${r}'`).join(',');
  const onPrimary = Number(primary.psql(DATABASE, `SELECT count(*) FROM instruction_requests WHERE instruction_reference IN (${list})`));
  check(onPrimary === UNREPLICATED, `${onPrimary} of the ${UNREPLICATED} acknowledged deposits are on the primary`);

  const crashedAt = performance.now();
  primary.crash();
  standby.start();
  standby.promote();
  // The platform, not restarted, finds the promoted server: a new deposit is accepted.
  const probe = randomUUID();
  for (;;) {
    check(performance.now() - crashedAt < 60_000, 'no deposit accepted within 60 s of the second promotion');
    const status = await partners[0]
      .call('POST', '/instruction-request/deposit', depositBody(probe, 0, clients))
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 202) break;
    check(status === 0 || status === 503, `deposit answered ${status} after the second promotion`);
    await sleep(200);
  }
  const recovered = (performance.now() - crashedAt) / 1000;
  expectRunning(pair.services);
  const onNewPrimary = Number(standby.psql(DATABASE, `SELECT count(*) FROM instruction_requests WHERE instruction_reference IN (${list})`));
  let unknown = 0;
  for (const reference of acknowledged) {
    const response = await partners[1].call('GET', `/instruction-request/status/${reference}`);
    if (response.status === 404) unknown++;
  }
  notes.push(
    `asynchronous, standby away: ${UNREPLICATED} deposits answered 202 and stored on the primary; primary killed, standby promoted, deposits accepted again ${recovered.toFixed(1)} s after the kill; ` +
      `${UNREPLICATED - onNewPrimary} of the ${UNREPLICATED} are not on the promoted server and ${unknown} answer 404 to their partner: acknowledged, then lost`,
  );
  check(onNewPrimary === 0 && unknown === UNREPLICATED, 'asynchronous replication was expected to lose every deposit acknowledged while the standby was away');
  await awaitFinal(partners[1], [probe], 60_000, false);
  // What was lost was lost whole: the books that remain still balance.
  await expectReconciled(pair.services[0].baseUrl);
}
