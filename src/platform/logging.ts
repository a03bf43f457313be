/**
 * Where the service's JSON log lines go: standard output, written
 * synchronously (pino's default), through one destination shared by the
 * platform's logger and the HTTP log.
 *
 * A line that cannot be written (its reader is gone: a log collector died, a
 * pipe was closed) is dropped. Without a listener, the destination's `error`
 * event throws out of whatever was logging, and a shutdown that logs
 * "shutting down" never reached its exit: SIGTERM left the process running
 * for good (test/reliability/shutdown.test.ts).
 */
import { pino, type DestinationStream } from 'pino';

export function stdoutLogDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', () => undefined);
  return destination;
}
