/**
 * An export shares its process with every other request: between two chunks
 * it gives the event loop a turn (on PGlite a chunk's reads run on the same
 * thread, so an export that only chained promises held a health check, or
 * another partner's call, until it ended). Measured under load by
 * `npm run bench` (the exports phase); here, that the turn is given at all.
 */
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.js';

/** Chunks that are ready at once, as a fast database's reads are: only promises between them. */
async function* readyChunks(count: number) {
  for (let n = 0; n < count; n++) yield [{ id: `row-${n}`, amount: n }];
}

describe('csvStream', () => {
  it('gives the event loop a turn between chunks', async () => {
    const seen: string[] = [];
    // Counts turns of the event loop: an immediate that queues the next one runs once a turn.
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      for await (const piece of csvStream(['id', 'amount'], readyChunks(50))) seen.push(`${turns}:${String(piece)}`);
    } finally {
      counting = false;
    }
    expect(seen).toHaveLength(51);
    expect(seen[0]).toBe('0:id,amount\r\n');
    // The loop turned between chunks, not only once the export had ended.
    expect(Number(seen[50].split(':')[0])).toBeGreaterThanOrEqual(49);
  });
});
