/** toBankText: names and references in the SWIFT/EPC Latin character set, cut to their field's length. */
import { describe, expect, it } from 'vitest';
import { toBankText } from './charset.js';

const SWIFT_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe('toBankText', () => {
  it.each([
    ['Zoë Ødegård-Müller & Søn', 70, 'Zoe Odegard-Muller + Son'],
    ['Straße', 70, 'Strasse'],
    ['ÆSIR Œuvre', 70, 'AESIR OEuvre'],
    ['Łódź Đorđe Þór', 70, 'Lodz Dorde THor'],
    ['François Çelik', 70, 'Francois Celik'],
    ['Smith & Sons <Bank> "Ltd"', 70, "Smith + Sons Bank 'Ltd'"],
    ['O’Brien – “Trust”', 70, "O'Brien - 'Trust'"],
    ['a_b\\c[d]{e};f', 70, 'a-b/c(d)(e),f'],
    ['name@example.com #1 *50% = !', 70, 'name example.com 1 50'],
    ['tab\there\nnewline', 70, 'tab here newline'],
    ['ﬁnance ＡＢＣ', 70, 'finance ABC'],
    ['王小明', 70, ''],
    ['  spaced   out  ', 70, 'spaced out'],
    ['PLACEMENT 20261127', 18, 'PLACEMENT 20261127'],
    ['SAVINGS WITHDRAWAL FOR CLIENT', 18, 'SAVINGS WITHDRAWAL'],
    ['AB CD', 3, 'AB'],
    ['x'.repeat(200), 140, 'x'.repeat(140)],
    ["Allowed: a-z A-Z 0-9 / - ? : ( ) . , ' +", 70, "Allowed: a-z A-Z 0-9 / - ? : ( ) . , ' +"],
  ])('%j (max %i) is %j', (input, max, expected) => {
    const text = toBankText(input, max);
    expect(text).toBe(expected);
    expect(text).toMatch(SWIFT_SET);
    expect(text.length).toBeLessThanOrEqual(max);
    // Idempotent: text already in the set is left as it is.
    expect(toBankText(text, max)).toBe(text);
  });
});
