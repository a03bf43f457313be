/**
 * Accept-header negotiation (RFC 9110 §12.5.1) over the media types a document
 * is stored in. Each available type takes the quality of the most specific
 * range that matches it (exact > type/* > *\/*); the best quality above zero
 * wins, ties going to the document's own order of preference. No Accept header
 * means "anything", so the preferred type.
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range, ...params] = part.split(';').map((s) => s.trim());
    const match = /^([\w.+*-]+)\/([\w.+*-]+)$/.exec(range.toLowerCase());
    if (!match) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    ranges.push({ type: match[1], subtype: match[2], q });
  }
  return ranges;
}

function qualityOf(mediaType: string, ranges: MediaRange[]): number {
  const [type, subtype] = mediaType.toLowerCase().split('/');
  let best: { specificity: number; q: number } | undefined;
  for (const range of ranges) {
    let specificity: number;
    if (range.type === type && range.subtype === subtype) specificity = 3;
    else if (range.type === type && range.subtype === '*') specificity = 2;
    else if (range.type === '*' && range.subtype === '*') specificity = 1;
    else continue;
    if (!best || specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best?.q ?? 0;
}

/** The media type to serve, or undefined when the caller accepts none of them (406). */
export function chooseContentType(accept: string | undefined, available: readonly string[]): string | undefined {
  if (available.length === 0) return undefined;
  if (accept === undefined || accept.trim() === '') return available[0];
  const ranges = parseAccept(accept);
  // A header with nothing we can read is treated as absent rather than as "accept nothing".
  if (ranges.length === 0) return available[0];
  let chosen: string | undefined;
  let chosenQ = 0;
  for (const mediaType of available) {
    const q = qualityOf(mediaType, ranges);
    if (q > chosenQ) {
      chosen = mediaType;
      chosenQ = q;
    }
  }
  return chosen;
}
