#!/usr/bin/env node
/**
 * savings-cli: the partner's command line that ships with the SDK.
 *
 *   savings-cli listen --forward-to http://127.0.0.1:3000/webhooks
 *
 * forwards the partner's events to a local receiver, signed (listen.ts). The
 * platform and the partner's credentials come from options or the
 * environment, and default to the sandbox of `npm start` and its demo partner.
 */
import { parseArgs } from 'node:util';
import { SavingsPlatform } from '../client.js';
import { PlatformError } from '../errors.js';
import { type Forward, listen } from '../listen.js';

const USAGE = `Usage: savings-cli listen --forward-to URL [options]

Forwards your events (the events feed, GET /webhooks/events) to URL as they are
written, each POSTed and signed per Standard Webhooks with the secret printed at
start (verify with verifyWebhook of @savings-platform/sdk). Stop with Ctrl-C.

Options:
  --forward-to URL          where to POST each event (required)
  --events TYPE,TYPE        only these event types (default: all)
  --secret whsec_...        sign with this secret (default: a new one, printed)
  --from-start              forward the events the feed holds already, then the new ones
  --poll-ms N               wait between reads of the feed once at its end (default 1000)
  --base-url URL            the platform (env SAVINGS_BASE_URL; default http://127.0.0.1:8080)
  --client-id ID            OAuth client id (env SAVINGS_CLIENT_ID; default sandbox-partner)
  --client-secret SECRET    OAuth client secret (env SAVINGS_CLIENT_SECRET; default sandbox-secret)
  --subscription-key KEY    cdpapi-Subscription-Key (env SAVINGS_SUBSCRIPTION_KEY; default sandbox-key)
  -h, --help                this text
`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'forward-to': { type: 'string' },
        events: { type: 'string' },
        secret: { type: 'string' },
        'from-start': { type: 'boolean' },
        'poll-ms': { type: 'string' },
        'base-url': { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        'subscription-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals[0] !== 'listen' || positionals.length > 1) return usage(positionals.length === 0 ? 'a command is needed' : `unknown command: ${positionals.join(' ')}`);
  const forwardTo = values['forward-to'];
  if (!forwardTo) return usage('--forward-to URL is required');
  const pollMs = values['poll-ms'] === undefined ? 1000 : Number(values['poll-ms']);
  if (!Number.isInteger(pollMs) || pollMs < 10) return usage('--poll-ms must be a whole number of milliseconds, at least 10');

  const baseUrl = values['base-url'] ?? process.env.SAVINGS_BASE_URL ?? 'http://127.0.0.1:8080';
  const platform = new SavingsPlatform({
    baseUrl,
    clientId: values['client-id'] ?? process.env.SAVINGS_CLIENT_ID ?? 'sandbox-partner',
    clientSecret: values['client-secret'] ?? process.env.SAVINGS_CLIENT_SECRET ?? 'sandbox-secret',
    subscriptionKey: values['subscription-key'] ?? process.env.SAVINGS_SUBSCRIPTION_KEY ?? 'sandbox-key',
  });
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());

  let listener;
  try {
    listener = await listen(platform, {
      forwardTo,
      secret: values.secret,
      eventTypes: values.events
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      fromStart: values['from-start'],
      pollIntervalMs: pollMs,
      signal: stop.signal,
      onForward: (forward) => process.stdout.write(forwardLine(forward, forwardTo)),
      onFeedError: (error) => process.stderr.write(`${stamp()}  reading the events feed failed (${describe(error)}); trying again\n`),
    });
  } catch (error) {
    if (stop.signal.aborted) return 0;
    process.stderr.write(`savings-cli: ${describe(error)}\n`);
    return 1;
  }
  const earlier = listener.skipped > 0 ? ` (${listener.skipped} earlier event${listener.skipped === 1 ? '' : 's'} not forwarded; --from-start forwards them)` : '';
  process.stdout.write(`Ready. Forwarding the events of ${baseUrl} to ${forwardTo}${earlier}\n`);
  process.stdout.write(`Signing secret: ${listener.secret}\n`);
  await listener.done;
  return 0;
}

function forwardLine(forward: Forward, url: string): string {
  const outcome = forward.status === undefined ? `failed: ${forward.error}` : `[${forward.status}]`;
  return `${stamp()}  --> ${forward.event.type} [${forward.event.id}]  <-- ${outcome} POST ${url} (${Math.round(forward.ms)} ms)\n`;
}

function stamp(): string {
  return new Date().toISOString().replace('T', ' ').slice(0, 19);
}

function describe(error: unknown): string {
  if (error instanceof PlatformError) return `${error.status} ${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

function usage(problem: string): number {
  process.stderr.write(`savings-cli: ${problem}\n\n${USAGE}`);
  return 2;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
