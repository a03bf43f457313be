/**
 * A pass over a JSON body's text before it is parsed, refusing bodies whose
 * parsing alone would block the event loop. JSON.parse builds every object of
 * the body; 300,000 empty objects fit in 900 KB and cost a few hundred
 * milliseconds on these machines, before any schema could say that the array
 * holding them may have 100 items. This scan counts instead of building: it
 * jumps over strings with indexOf and looks only at the structure, so it costs
 * about a millisecond per megabyte.
 *
 * It is not a validator: malformed text is left for JSON.parse to refuse.
 */
import { fieldPath } from './validation.js';

/** More items than any request schema allows in any array (a test checks the schemas against it). */
export const MAX_JSON_ARRAY_ITEMS = 10_000;
/** Objects and arrays per byte of the route's body limit: 20,971 for a 1 MB body, generous for the catalogue's 32 MB. */
const CONTAINERS_PER_BYTE = 1 / 50;

export type JsonLimitProblem = { kind: 'array'; field: string; limit: number } | { kind: 'containers'; limit: number };

export function maxJsonContainers(bodyLimit: number): number {
  return Math.floor(bodyLimit * CONTAINERS_PER_BYTE);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

interface Frame {
  array: boolean;
  /** Items seen so far in an array (commas + 1 once a value started). */
  items: number;
  /** The last key read in an object: where the next value sits. */
  key: string | undefined;
  /** The name of this container in its parent: a key or an index. */
  name: string | undefined;
}

/** End of the string that opens at `start` (a quote): the index of its closing quote, or -1. */
function stringEnd(text: string, start: number): number {
  let at = start;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return -1;
    let backslashes = 0;
    for (let i = at - 1; text.charCodeAt(i) === BACKSLASH; i--) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

function pathOf(stack: Frame[]): string {
  // stack[0] is the pseudo-array around the body, stack[1] the body itself: neither has a name in the path.
  return fieldPath(
    stack
      .slice(2)
      .map((frame) => `/${(frame.name ?? '').replace(/~/g, '~0').replace(/\//g, '~1')}`)
      .join(''),
  );
}

/** The first limit the body's text breaks, if any. */
export function jsonLimitProblem(text: string, limits: { arrayItems: number; containers: number }): JsonLimitProblem | undefined {
  // The root is a pseudo-array holding the body's one value; it is never limited.
  const stack: Frame[] = [{ array: true, items: 0, key: undefined, name: undefined }];
  let containers = 0;
  let expectKey = false;
  let valueStarted = false;
  /** A value starts in the container on top: counted if that is an array. */
  const startValue = (): JsonLimitProblem | undefined => {
    const top = stack[stack.length - 1];
    valueStarted = true;
    if (!top.array) return undefined;
    top.items++;
    return stack.length > 1 && top.items > limits.arrayItems ? { kind: 'array', field: pathOf(stack), limit: limits.arrayItems } : undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20) continue;
    const top = stack[stack.length - 1];
    if (code === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (expectKey && !top.array) {
        const raw = text.slice(i + 1, end);
        try {
          top.key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        } catch {
          top.key = raw;
        }
        expectKey = false;
      } else if (!valueStarted) {
        const problem = startValue();
        if (problem) return problem;
      }
      i = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++containers > limits.containers) return { kind: 'containers', limit: limits.containers };
      const problem = startValue();
      if (problem) return problem;
      stack.push({ array: code === OPEN_ARRAY, items: 0, key: undefined, name: top.array ? String(top.items - 1) : top.key });
      expectKey = code === OPEN_OBJECT;
      valueStarted = false;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (stack.length > 1) stack.pop();
      expectKey = false;
      valueStarted = true;
    } else if (code === COMMA) {
      expectKey = !top.array;
      valueStarted = false;
    } else if (code === COLON) {
      expectKey = false;
      valueStarted = false;
    } else if (!valueStarted) {
      // A number, true, false or null.
      const problem = startValue();
      if (problem) return problem;
    }
  }
  return undefined;
}
