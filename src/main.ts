/**
 * Starts the platform: validates configuration, opens and migrates the
 * database, seeds the sandbox, and runs the roles asked for (API, worker).
 */
import { buildApp } from './app.js';
import { systemClock } from './platform/clock.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { closePlatform, createPlatform, type Platform } from './platform/platform.js';
import { loadSandboxClock } from './platform/sandbox-clock.js';
import { seedSandbox } from './sandbox/seed.js';
import { startBackgroundWork } from './scheduler/worker.js';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function banner(config: Config, seeded: { financialPartnerId: string; introducerId?: string } | undefined): string {
  const base = config.publicBaseUrl;
  const tokenBase = config.authPort ? `http://${config.host}:${config.authPort}` : base;
  const lines = [
    '',
    `  Savings Platform (${config.platformEnv}, ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}, role ${config.role})`,
    '',
    `  Base URL   ${base}`,
    `  Token URL  ${tokenBase}/connect/token`,
    `  Docs       ${base}/docs`,
  ];
  if (seeded) {
    lines.push(
      '',
      '  Demo partner (role wealth)',
      `    client_id          ${config.sandbox.clientId}`,
      `    client_secret      ${config.sandbox.clientSecret}`,
      `    subscription key   ${config.sandbox.subscriptionKey}   (header cdpapi-Subscription-Key)`,
      `    financialPartnerId ${seeded.financialPartnerId}`,
      ...(seeded.introducerId ? [`    introducerId       ${seeded.introducerId}`] : []),
      `  Operator API key     ${config.operatorApiKey}   (Authorization: Bearer, under /operator)`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const sandboxClock = config.platformEnv === 'sandbox' ? await loadSandboxClock(database.db) : undefined;
  const platform: Platform = await createPlatform(config, database, sandboxClock ?? systemClock, sandboxClock);

  let seeded: Awaited<ReturnType<typeof seedSandbox>> | undefined;
  if (config.platformEnv === 'sandbox' && config.role !== 'worker') seeded = await seedSandbox(platform);

  const servers: { close(): Promise<unknown> }[] = [];
  if (config.role !== 'worker') {
    const app = await buildApp(platform);
    await app.listen({ host: config.host, port: config.port });
    servers.push(app);
    process.stdout.write(banner(config, seeded));
  }

  // ROLE=api leaves processing and the daily jobs to worker processes.
  if (config.role !== 'api') await startBackgroundWork(platform);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`Received ${signal}; shutting down.`);
    for (const server of servers) await server.close().catch(() => undefined);
    await closePlatform(platform);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
