/**
 * When two names are one: the form in which names that people read alike are
 * equal (issue 45; docs/four-eyes.md "The rules"). Four eyes compares who
 * proposed with who approves by name, and a new operator key's name must not
 * pass for a live key's: `ANA`, `ana` with a zero-width space in it, `аna`
 * with a Cyrillic `а` and `ａｎａ` in full-width letters are one operator.
 *
 * `nameIdentity(name)`, in order:
 * 1. NFKC: compatibility forms as their plain letters (full-width `ａ`, the
 *    ligature `ﬁ`, superscripts, a no-break space as a space).
 * 2. Default-ignorable code points removed (Unicode's
 *    Default_Ignorable_Code_Point: zero-width space, joiners, soft hyphen,
 *    word joiner, byte order mark, variation selectors, ...): they show nothing.
 * 3. Case folded (upper then lower case, so `ß` reads `ss` and `ς` reads
 *    `σ`, as full case folding has them), NFKC again, runs of white space as
 *    one space, none at the ends. Steps 1 to 3 are UTS #39's NFKC_Casefold,
 *    which it asks for before a case-insensitive skeleton.
 * 4. The UTS #39 skeleton: NFD, each character replaced by its prototype in
 *    Unicode's confusables.txt (Cyrillic `а о е р с х і ѕ ј` and Greek `ο α ν
 *    ρ` as Latin `a o e p c x i s j` and `o a v p`, `m` as `rn`, `1` as `l`,
 *    ...), NFD again. The table is npm's `unhomoglyph` (nodeca, MIT, pinned
 *    at 1.0.6: confusables.txt of Unicode 13.0), whose function is exactly
 *    that replacement.
 *
 * The result is for comparing, never for showing: `mike` and `rnike` have
 * one identity, which is the point. Empty when the name is nothing but
 * invisible characters and spaces (such a name names nobody).
 */
import unhomoglyph from 'unhomoglyph';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const WHITE_SPACE = /\s+/gu;

/** Steps 1 to 3: NFKC_Casefold, white space collapsed. */
function caseFolded(name: string): string {
  const compatible = name.normalize('NFKC').replace(DEFAULT_IGNORABLE, '');
  return compatible.toUpperCase().toLowerCase().normalize('NFKC').replace(DEFAULT_IGNORABLE, '').replace(WHITE_SPACE, ' ').trim();
}

/** Step 4: the UTS #39 skeleton. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The form in which two names people read alike are equal (see the module's comment); for comparing only. */
export function nameIdentity(name: string): string {
  return skeleton(caseFolded(name));
}

/** Whether two names are one person's (their identities are equal). */
export function sameName(a: string, b: string): boolean {
  return nameIdentity(a) === nameIdentity(b);
}
