/**
 * The background side of a process (ROLE=all or ROLE=worker): the instruction
 * processor, the daily-job scheduler and webhook delivery, stopped gracefully on shutdown (each
 * finishes the transaction it is in).
 */
import type { Platform } from './platform.js';

export async function startBackgroundWork(platform: Platform): Promise<void> {
  await platform.processor.start();
  platform.closers.push(() => platform.processor.stop());
  platform.scheduler.start(platform.config.workerPollIntervalMs);
  platform.closers.push(() => platform.scheduler.stop());
  // Its stop is already among the closers (createPlatform): the sandbox's deliveries use it without the loop.
  platform.webhookDispatcher.start();
}
