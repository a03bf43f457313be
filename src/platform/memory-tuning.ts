/**
 * How the service's JavaScript heap grows under load (docs/decisions/quality-targets.md allows a
 * PostgreSQL process 250 MB resident).
 *
 * Under thousands of requests a second about 0.5 KB of every request outlives
 * two young-generation collections (sockets' and in-flight requests' objects)
 * and is promoted, so the old generation fills with garbage at a few MB a
 * second. V8 starts a full collection only when the old generation has grown
 * by a factor it picks from its own speed (up to 4x the live data), so the
 * heap swung between 90 and 175 MB for ~60 MB of live data and resident
 * memory with it. A fixed factor of 1.3 makes full collections come sooner;
 * they mark concurrently, and the bench measured no change in request rates
 * beyond run-to-run noise, with peak resident memory of the PostgreSQL process
 * 145-150 MB instead of 150-240 MB (docs/performance.md).
 *
 * It is a growth factor, not a ceiling: a request that needs a large heap still
 * gets it (a fixed --max-old-space-size would instead crash the process).
 */
import { setFlagsFromString } from 'node:v8';

/** The old generation's growth between full collections, in percent of the data that survived the last. */
export const OLD_GENERATION_GROWTH_PERCENT = 30;

/**
 * Applies the heap growth factor to this process. V8 reads the flag each time it
 * sets the next collection's limit, so setting it at start-up, before load, is
 * enough; the service (main.ts) and the bench's measured servers call it.
 */
export function tuneHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}
