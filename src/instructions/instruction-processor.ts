/**
 * The instruction worker's loop: woken at each submission (LISTEN/NOTIFY, or
 * in-process on PGlite) and polling in case a wake-up is lost, it processes
 * chunks (processing-chunk.ts) one at a time per process until no Created
 * request is left. The rules of each kind of request are in deposits.ts,
 * withdrawals.ts, closures.ts and reverts.ts.
 */
import { parseCutoff } from '../calendar/calendar.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { PlatformDatabase } from '../database.js';
import { INSTRUCTION_REQUESTS_CHANNEL } from './instructions.service.js';
import { ChunkProcessor, type ChunkOptions } from './processing-chunk.js';

export interface ProcessorOptions extends Omit<ChunkOptions, 'chunkSize' | 'cutoffMinutes'> {
  /** Requests per transaction (100 unless given). */
  chunkSize?: number;
}

export class InstructionProcessor {
  private readonly chunk: ChunkProcessor;
  private exclusive: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private kicking = false;
  private kickAgain = false;
  private stopped = false;

  constructor(
    private readonly database: PlatformDatabase,
    clock: Clock,
    private readonly config: Pick<Config, 'batchCutoffUtc' | 'workerPollIntervalMs'>,
    private readonly options: ProcessorOptions,
  ) {
    this.chunk = new ChunkProcessor(database, clock, { ...options, chunkSize: options.chunkSize ?? 100, cutoffMinutes: parseCutoff(config.batchCutoffUtc) });
  }

  /**
   * Processes until no Created request is left (one at a time per process);
   * returns how many were resolved.
   *
   * Errors: none (no `AppError`). A request it resolves ends Processed, or
   * Rejected with a rejection reason; the reasons per request type are listed
   * on `InstructionsService.submit` (instructions.service.ts). A database
   * outage propagates as is.
   */
  drain(): Promise<number> {
    const run = this.exclusive.then(async () => {
      let total = 0;
      for (;;) {
        const resolved = await this.processChunk();
        total += resolved;
        // A stopping worker finishes the chunk it claimed, not the whole queue.
        if (resolved === 0 || this.stopped) return total;
      }
    });
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /** Starts the background worker: woken at each submission, and polling in case a wake-up is lost. */
  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribe = await this.database.onWake(INSTRUCTION_REQUESTS_CHANNEL, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.config.workerPollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.exclusive;
  }

  /**
   * One chunk in one transaction; returns the number of requests resolved. A
   * chunk that fails for a reason other than an outage is taken apart, one
   * request at a time (processing-chunk.ts).
   *
   * Errors: none (no `AppError`); rejection reasons as for `drain`.
   */
  processChunk(): Promise<number> {
    return this.chunk.process();
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.kicking) {
      this.kickAgain = true;
      return;
    }
    this.kicking = true;
    this.drain()
      .catch((error) => this.options.log(error, 'instruction processing failed; retrying at the next poll'))
      .finally(() => {
        this.kicking = false;
        if (this.kickAgain) {
          this.kickAgain = false;
          this.kick();
        }
      });
  }
}
