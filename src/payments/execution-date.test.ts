/** executionDateOf: a file made after its bank's same-day cut-off executes on the next working day (docs/bank-files.md). */
import { describe, expect, it } from 'vitest';
import { executionDateOf } from './execution-date.js';

describe('executionDateOf', () => {
  it.each([
    // [run date, made at (UTC), cut-off, execution date]
    ['2026-12-04', '2026-12-04T10:00:00Z', null, '2026-12-04'],
    ['2026-12-04', '2026-12-04T23:00:00Z', null, '2026-12-04'],
    ['2026-12-03', '2026-12-03T12:59:59Z', '13:00', '2026-12-03'],
    // At the cut-off is after it; Thursday to Friday.
    ['2026-12-03', '2026-12-03T13:00:00Z', '13:00', '2026-12-04'],
    // Friday after the cut-off: Monday.
    ['2026-12-04', '2026-12-04T15:30:00Z', '13:00', '2026-12-07'],
    // Before Christmas: Thursday 24th after the cut-off, then the 25th (Christmas) and 28th (Boxing Day substitute) are not working days.
    ['2026-12-24', '2026-12-24T16:00:00Z', '13:00', '2026-12-29'],
    // A file made on a Saturday for Friday's run: Monday.
    ['2026-12-04', '2026-12-05T09:00:00Z', '13:00', '2026-12-07'],
    // A run for a later day keeps its date.
    ['2026-12-10', '2026-12-04T15:30:00Z', '13:00', '2026-12-10'],
  ])('run %s, made %s, cut-off %s: executes %s', (runDate, madeAt, cutOff, expected) => {
    expect(executionDateOf(runDate, new Date(madeAt), cutOff)).toBe(expected);
  });
});
