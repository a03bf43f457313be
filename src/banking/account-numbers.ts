/**
 * The identifiers of a bank account, each checked and normalised on its own:
 * UK sort code and account number, IBAN (ISO 13616: country, length per
 * country, mod-97 check digits) and BIC (ISO 9362 shape, a real country).
 * Pure functions; which of them an account needs is decided by its currency
 * (bank-accounts.ts).
 *
 * Why our own table of IBAN lengths rather than an npm library: the check is
 * small (a length per country, then the mod-97 the platform already does for
 * clients' IBANs), and the registry's lengths change rarely (a country added
 * now and then: add its row here).
 */
import countries from 'i18n-iso-countries';
import { isIban } from '../platform/validation.js';

/** '12-34-56' or '123456' → '123456'; undefined for anything else. */
export function normaliseSortCode(text: string): string | undefined {
  return /^[0-9]{2}-?[0-9]{2}-?[0-9]{2}$/.test(text) ? text.replace(/-/g, '') : undefined;
}

/** A UK account number: exactly 8 digits. */
export function isUkAccountNumber(text: string): boolean {
  return /^[0-9]{8}$/.test(text);
}

/** '123456' → '12-34-56', as people read a sort code. */
export function formatSortCode(sortCode: string): string {
  return `${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4, 6)}`;
}

/**
 * The length of an IBAN of each country of the SWIFT IBAN registry (ISO 13616),
 * by its two-letter country code; French overseas territories are listed as
 * the registry lists them.
 */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AE23 AL28 AT20 AX18 AZ28 BA20 BE16 BG22 BH22 BI27 BL27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29 ES24 ' +
    'FI18 FK18 FO18 FR27 GB22 GE22 GF27 GI23 GL18 GP27 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 ' +
    'LT20 LU20 LV21 LY25 MC27 MD24 ME22 MF27 MK19 MN20 MQ27 MR27 MT31 MU30 NC27 NI28 NL18 NO15 OM23 PF27 PK24 PL28 PM27 PS29 PT25 ' +
    'QA29 RE27 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TF27 TL23 TN24 TR26 UA29 VA22 VG24 WF27 XK20 YE30 YT27'
  )
    .split(' ')
    .map((entry): [string, number] => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** An IBAN as it is stored and sent: upper case, no spaces (people write it in groups of four). */
export function normaliseIban(text: string): string {
  return text.replace(/ /g, '').toUpperCase();
}

/**
 * Why a (normalised) IBAN is not one, in a phrase for an error description;
 * undefined when it is: two letters of a registry country, two check digits,
 * the country's length, and the mod-97 check (ISO 7064) equal to 1.
 */
export function ibanProblem(iban: string): string | undefined {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'is not an IBAN: two letters, two check digits, then letters and digits';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS.get(country);
  if (length === undefined) return `starts with ${country}, which is not a country of the IBAN registry`;
  if (iban.length !== length) return `has ${iban.length} characters where an IBAN of ${country} has ${length}`;
  if (!isIban(iban)) return 'has check digits that do not match the rest (ISO 13616 mod-97)';
  return undefined;
}

/** A BIC as it is stored and sent: upper case. */
export function normaliseBic(text: string): string {
  return text.toUpperCase();
}

/**
 * Why a (normalised) BIC is not one, or undefined: 4 letters (the
 * institution), 2 letters of a real country (XK, Kosovo's, too), 2 letters
 * or digits (the location), and an optional 3 (the branch): 8 or 11.
 */
export function bicProblem(bic: string): string | undefined {
  if (bic.length !== 8 && bic.length !== 11) return `has ${bic.length} characters where a BIC has 8 or 11`;
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return 'is not a BIC: 4 letters, a 2-letter country, 2 letters or digits, then an optional 3';
  const country = bic.slice(4, 6);
  if (country !== 'XK' && !countries.isValid(country)) return `names ${country}, which is not a country (ISO 3166)`;
  return undefined;
}
