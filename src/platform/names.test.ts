/** When two names are one (src/platform/names.ts): NFKC, default-ignorables, case folding and the UTS #39 skeleton. */
import { describe, expect, it } from 'vitest';
import { nameIdentity, sameName } from './names.js';

describe('nameIdentity', () => {
  it.each([
    ['ANA', 'case'],
    ['a\u200bna', 'a zero-width space'],
    ['a\u200c\u200dna\u2060', 'joiners and a word joiner'],
    ['an\u00ada', 'a soft hyphen'],
    ['\ufeffana', 'a byte order mark'],
    ['\u0430na', 'a Cyrillic а'],
    ['\u0410NA', 'a capital Cyrillic А'],
    ['ａｎａ', 'full-width letters'],
    ['  ana ', 'spaces at the ends'],
  ])('reads %j as "ana" (%s)', (name) => {
    expect(sameName(name, 'ana')).toBe(true);
  });

  it('maps the Latin look-alikes of Cyrillic and Greek, as confusables.txt has them', () => {
    expect(nameIdentity('\u0455\u0435\u0440\u0445\u0456\u0441\u043e')).toBe(nameIdentity('sepxico'));
    expect(sameName('\u03bf\u03c1', 'op')).toBe(true);
    expect(sameName('b\u043e\u043etstrap', 'BOOTSTRAP')).toBe(true);
    expect(sameName('STRASSE', 'straße')).toBe(true);
    expect(sameName('ﬁona', 'fiona')).toBe(true);
    expect(sameName('rnike', 'mike')).toBe(true);
    expect(sameName('Ana Lima', 'ana\u00a0 lima')).toBe(true);
  });

  it('keeps apart what people read apart', () => {
    expect(sameName('ana', 'anna')).toBe(false);
    expect(sameName('josé', 'jose')).toBe(false);
    expect(sameName('alice', 'alicia')).toBe(false);
    expect(sameName('ana lima', 'analima')).toBe(false);
  });

  it('is empty for a name of invisible characters and spaces only', () => {
    expect(nameIdentity('\u200b\u200d \u00ad')).toBe('');
  });
});
