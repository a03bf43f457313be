/**
 * Text as a bank and its clearing carry it: the SWIFT/EPC Latin character set
 * (`a-z A-Z 0-9 / - ? : ( ) . , ' +` and space, the EPC's "basic Latin
 * character set" of its SEPA rulebooks' implementation guidelines, which
 * Bacs, Faster Payments, CHAPS and SWIFT also take), cut to a field's length
 * (docs/bank-files.md#text-names-and-references).
 *
 * Pure: one function, the same answer for the same text.
 */

/** What the set cannot carry but has a conventional spelling in it (EPC's recommended conversions first: `&` becomes `+`). */
const SPELLED: Readonly<Record<string, string | undefined>> = {
  '&': '+',
  ß: 'ss',
  ẞ: 'SS',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  // Typographic quotes, apostrophes and dashes: the ASCII mark they stand for.
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '`': "'",
  '´': "'",
  '"': "'",
  '\u201c': "'",
  '\u201d': "'",
  '\u201e': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  _: '-',
  '\\': '/',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  ';': ',',
};

const OUTSIDE_THE_SET = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * `value` in the SWIFT/EPC Latin character set, at most `max` characters:
 * 1. the conventional spellings above (`&` → `+`, `ß` → `ss`, `Ø` → `O`,
 *    `Æ` → `AE`, curly quotes → `'`, dashes → `-`);
 * 2. letters with accents or other marks lose them (`ë` → `e`, `ü` → `u`,
 *    `Ç` → `C`), compatibility forms become their plain letters (`ﬁ` → `fi`,
 *    full-width `Ａ` → `A`), by Unicode's NFKD decomposition;
 * 3. anything else (`<`, `@`, `#`, `*`, control characters, other scripts)
 *    becomes a space;
 * 4. runs of spaces become one, and the ends are trimmed;
 * 5. cut to `max` characters (and trimmed again, so it never ends in a space).
 *
 * The result may be empty (a name wholly in another script): the caller
 * decides what then. Errors: none.
 */
export function toBankText(value: string, max: number): string {
  const spelled = Array.from(value, (ch) => SPELLED[ch] ?? ch).join('');
  const plain = spelled.normalize('NFKD').replace(/\p{M}/gu, '');
  const inSet = Array.from(plain, (ch) => SPELLED[ch] ?? ch)
    .join('')
    .replace(OUTSIDE_THE_SET, ' ');
  return inSet.replace(/ {2,}/g, ' ').trim().slice(0, max).trimEnd();
}
