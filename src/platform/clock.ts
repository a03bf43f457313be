/**
 * The one place that reads the wall clock. Everything else takes a Clock, so the
 * sandbox can move time forward and tests can pin it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/**
 * A clock that follows the wall clock plus an offset that only grows. The sandbox
 * uses it so that time passes naturally and can also be jumped forward.
 */
export class OffsetClock implements Clock {
  constructor(private offsetMs = 0) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  get offset(): number {
    return this.offsetMs;
  }

  advanceTo(instant: Date): void {
    const delta = instant.getTime() - this.now().getTime();
    if (delta > 0) this.offsetMs += delta;
  }

  /** Takes up an offset another process advanced to; never goes back. */
  raiseOffsetTo(offsetMs: number): void {
    if (offsetMs > this.offsetMs) this.offsetMs = offsetMs;
  }
}

/** A clock that stands still until told to move: for tests and deterministic runs. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceTo(instant: Date): void {
    if (instant.getTime() > this.current) this.current = instant.getTime();
  }

  advanceBy(ms: number): void {
    this.current += ms;
  }
}

/** A clock that can be moved forward (never back). */
export type AdjustableClock = Clock & { advanceTo(instant: Date): void };
