/**
 * Waiting in tests: on a condition, with a deadline, never a fixed sleep. A fixed
 * sleep is either too short on a busy machine (two cores, other suites running at
 * the same time: the test fails though nothing is wrong) or time wasted on every
 * other run; a condition polled until a deadline is as quick as the work allows
 * and fails only when the work does not happen at all.
 */
export interface WaitOptions {
  /** How long before giving up: 10 s unless told (far above any healthy wait, well below the test's time-out). */
  timeoutMs?: number;
  /** The pause between two looks: 20 ms unless told. */
  intervalMs?: number;
  /** What is waited for, for the error ("the delivery to succeed"); a function is asked when the time is up, to say what it saw. */
  what?: string | (() => string);
}

/**
 * Calls `condition` until it answers a truthy value, and resolves with that value;
 * rejects naming `what` once `timeoutMs` has passed. An error the condition throws
 * ends the wait at once (it is a failure, not a "not yet").
 */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 10_000, intervalMs = 20, what = 'the condition' } = options;
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (performance.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
