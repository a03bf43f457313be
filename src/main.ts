/**
 * Starts the platform: validates configuration, opens and migrates the
 * database, seeds the sandbox, and runs the roles asked for (API, worker).
 */
import { buildApp, buildMetricsApp, buildTokenApp } from './composition/app.js';
import { systemClock } from './platform/clock.js';
import { ConfigError, loadConfig, publicTokenUrl, type Config } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import type { Database } from './database.js';
import { tuneHeapGrowth } from './platform/memory-tuning.js';
import { closePlatform, createPlatform, type Platform } from './composition/platform.js';
import { followSandboxClock, loadSandboxClock } from './scheduler/sandbox-clock.js';
import { seedSandbox } from './sandbox/seed.js';
import { startBackgroundWork } from './composition/worker.js';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(`Configuration error: ${error.message}`, error.variable);
    throw error;
  }
}

/** A failure to start that names its cause and the variable that sets it. */
class StartupError extends Error {
  constructor(
    message: string,
    readonly variable: string,
  ) {
    super(message);
  }
}

/** DATABASE_URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    // Several hosts (host1:port1,host2:port2) are no WHATWG URL; the password sits where it always does.
    return url.includes(',') ? url.replace(/^(postgres(?:ql)?:\/\/[^:@/?#]*:)[^@/?#]*@/i, '$1***@') : '(not a URL)';
  }
}

function databaseStartupError(config: Config, error: unknown): StartupError {
  const reason = error instanceof Error ? error.message : String(error);
  if (!config.databaseUrl) {
    return new StartupError(`Cannot open the embedded database in DATA_DIR=${config.dataDir}: ${reason}`, 'DATA_DIR');
  }
  const code = (error as { code?: string } | undefined)?.code;
  const why =
    code === 'ECONNREFUSED'
      ? 'nothing accepts connections there (is PostgreSQL running?)'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'the host name does not resolve'
        : code === '28P01' || code === '28000'
          ? 'the server refused the user or password'
          : code === '3D000'
            ? 'the database does not exist (create it first)'
            : code === '08001'
              ? 'no server there gave the session asked for (target_session_attrs)'
              : 'the database could not be opened or migrated';
  return new StartupError(`Cannot use the database at DATABASE_URL=${redactedUrl(config.databaseUrl)}: ${why} (${reason})`, 'DATABASE_URL');
}

/** Listens, or names the variable of a port that is taken or not allowed. */
async function listenOn(app: { listen(options: { host: string; port: number }): Promise<unknown> }, host: string, port: number, variable: string): Promise<void> {
  try {
    await app.listen({ host, port });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new StartupError(`Port ${port} (${variable}) is in use by another process on ${host}; stop it or set ${variable} to a free port.`, variable);
    if (code === 'EACCES') throw new StartupError(`Port ${port} (${variable}) needs privileges this process does not have; set ${variable} to a port above 1023.`, variable);
    if (code === 'EADDRNOTAVAIL') throw new StartupError(`HOST=${host} is not an address of this machine; ${variable} ${port} cannot be bound there.`, 'HOST');
    throw error;
  }
}

/**
 * The start line: one JSON log line like every other, whose message a person
 * can read at a glance (where the platform is, where the console is, and in
 * the sandbox the operator key to sign in with) and whose fields a program can
 * read (URLs, the demo partner's credentials in the sandbox only).
 */
function startLine(config: Config, seeded: { financialPartnerId: string; introducerId?: string } | undefined): { fields: Record<string, unknown>; msg: string } {
  const base = config.publicBaseUrl;
  const fields: Record<string, unknown> = {
    event: 'started',
    environment: config.platformEnv,
    database: config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`,
    role: config.role,
    baseUrl: base,
    tokenUrl: publicTokenUrl(config),
    docsUrl: `${base}/docs`,
    consoleUrl: `${base}/console`,
    metricsUrl: config.metricsPort === undefined ? `${base}/metrics (operator key)` : `http://${config.metricsHost}:${config.metricsPort}/metrics`,
  };
  let msg = `Savings Platform (${config.platformEnv}) at ${base}; operator console ${base}/console`;
  if (seeded) {
    fields.demoPartner = {
      role: 'wealth',
      clientId: config.sandbox.clientId,
      clientSecret: config.sandbox.clientSecret,
      subscriptionKey: config.sandbox.subscriptionKey,
      financialPartnerId: seeded.financialPartnerId,
      ...(seeded.introducerId ? { introducerId: seeded.introducerId } : {}),
    };
    fields.operatorApiKey = config.operatorApiKey;
    msg += `, sign in with the operator key ${config.operatorApiKey}; demo partner client_id ${config.sandbox.clientId}, client_secret ${config.sandbox.clientSecret}, subscription key ${config.sandbox.subscriptionKey}`;
  }
  return { fields, msg };
}

async function main(): Promise<void> {
  const config = readConfig();
  tuneHeapGrowth();
  const database = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    throw databaseStartupError(config, error);
  });
  await database.migrate().catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    throw databaseStartupError(config, error);
  });
  const sandboxClock = config.platformEnv === 'sandbox' ? await loadSandboxClock(database.db) : undefined;
  const platform: Platform = await createPlatform(config, database, sandboxClock ?? systemClock, sandboxClock, {
    tokenClock: systemClock,
  });
  if (sandboxClock) await followSandboxClock(database, sandboxClock);

  let seeded: Awaited<ReturnType<typeof seedSandbox>> | undefined;
  if (config.platformEnv === 'sandbox' && config.role !== 'worker') seeded = await seedSandbox(platform);

  const servers: { close(): Promise<unknown> }[] = [];
  if (config.role !== 'worker') {
    const app = await buildApp(platform, { tokenService: config.authPort === undefined });
    await listenOn(app, config.host, config.port, 'PORT');
    servers.push(app);
    if (config.authPort !== undefined) {
      const tokenApp = await buildTokenApp(platform);
      await listenOn(tokenApp, config.host, config.authPort, 'AUTH_PORT');
      servers.push(tokenApp);
    }
    const started = startLine(config, seeded);
    platform.logger.info(started.fields, started.msg);
  }
  // The metrics' own listener (METRICS_PORT), in every role: a worker's processing counters are scraped there too.
  if (config.metricsPort !== undefined) {
    const metricsApp = await buildMetricsApp(platform);
    await listenOn(metricsApp, config.metricsHost, config.metricsPort, 'METRICS_PORT');
    servers.push(metricsApp);
  }

  // ROLE=api leaves processing and the daily jobs to worker processes.
  if (config.role !== 'api') await startBackgroundWork(platform);
  // A worker has no listener to keep it running, and its polling timers do not hold the process
  // open (so tests can end): with every database connection lost (an outage, a failover) it would
  // exit, silently and with code 0. It runs until it is told to stop.
  const keepRunning = config.role === 'worker' ? setInterval(() => undefined, 3_600_000) : undefined;

  platform.metrics.collectProcessMetrics();

  // Graceful shutdown: stop accepting requests and finish those in flight, let the
  // worker finish the chunk it claimed (its transaction commits or rolls back
  // whole), then close the database, which releases the PGlite lock file.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      platform.logger.warn({ signal }, 'received the signal again; exiting at once');
      process.exit(1);
    }
    stopping = true;
    clearInterval(keepRunning);
    platform.logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      platform.logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    let clean = true;
    for (const server of servers) {
      await server.close().catch((error: unknown) => {
        clean = false;
        platform.logger.error({ err: error }, 'closing the HTTP listener failed');
      });
    }
    await closePlatform(platform).catch((error: unknown) => {
      clean = false;
      platform.logger.error({ err: error }, 'closing the platform failed');
    });
    if (clean) platform.logger.info('shut down cleanly');
    else platform.logger.error('shut down with errors');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Longer than any chunk of instruction processing or daily job should take. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

// Before the platform's logger exists, a failed start is still one JSON line (as every log
// line is), on stderr, naming the variable to fix when there is one.
main().catch((error: unknown) => {
  const line = {
    level: 60,
    time: systemClock.now().getTime(),
    msg: `The platform did not start: ${error instanceof Error ? error.message : String(error)}`,
    ...(error instanceof StartupError ? { variable: error.variable } : {}),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
});
