/**
 * The checks a writer runs on its input before it writes a byte: every field
 * that would make the file invalid (or unsafe to send) is collected with its
 * path, and the writer refuses with all of them at once (BankFileNotWritten).
 * The XSD check afterwards is the backstop, not the first line.
 */
import type { FieldError, ValidationReason } from '../platform/errors.js';
import { MAX_AMOUNT_MINOR } from '../platform/money.js';
import { BankFileNotWritten } from './errors.js';

/** `MsgId`, `PmtInfId`, `EndToEndId` and the statement ids: what every bank takes (docs/design/bank-side.md#123-files). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,35}$/;
export const MAX_REFERENCE_LENGTH = 35;
/**
 * The SWIFT character set (`a-z A-Z 0-9 / - ? : ( ) . , ' +` and space):
 * what every bank and clearing (Bacs, Faster Payments, SEPA) carries unchanged.
 */
const SWIFT_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
/** Names: at most 70 characters (the EPC's limit, which UK and US banks also take), no control characters. */
export const MAX_NAME_LENGTH = 70;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff\ufffe\uffff]/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export class FieldChecks {
  readonly errors: FieldError[] = [];

  fail(field: string, reason: ValidationReason): void {
    this.errors.push({ field, reason });
  }

  /** An id of 1-35 characters of `A-Za-z0-9-`. */
  reference(field: string, value: string | undefined): void {
    if (value === undefined || value === '') return this.fail(field, 'required');
    if (value.length > MAX_REFERENCE_LENGTH) return this.fail(field, 'maxLength');
    if (!REFERENCE_PATTERN.test(value)) this.fail(field, 'format');
  }

  /** A name: 1-70 characters, not blank, no control characters. */
  name(field: string, value: string | undefined): void {
    if (value === undefined || value.trim() === '') return this.fail(field, 'required');
    if (value.length > MAX_NAME_LENGTH) return this.fail(field, 'maxLength');
    if (CONTROL.test(value)) this.fail(field, 'format');
  }

  /** Free text in the SWIFT character set, at most `max` characters. */
  swiftText(field: string, value: string, max: number): void {
    if (value.trim() === '') return this.fail(field, 'required');
    if (value.length > max) return this.fail(field, 'maxLength');
    if (!SWIFT_TEXT.test(value)) this.fail(field, 'format');
  }

  /** A calendar date `YYYY-MM-DD` that exists. */
  date(field: string, value: string | undefined): void {
    if (value === undefined || value === '') return this.fail(field, 'required');
    const match = ISO_DATE.exec(value);
    if (!match) return this.fail(field, 'format');
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (year < 1000 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) this.fail(field, 'format');
  }

  /** An instant the file can carry as `CreDtTm`. */
  instant(field: string, value: Date | undefined): void {
    if (!(value instanceof Date)) return this.fail(field, 'required');
    if (Number.isNaN(value.getTime()) || value.getUTCFullYear() < 1000 || value.getUTCFullYear() > 9999) this.fail(field, 'range');
  }

  /** An amount of money moved: more than 0, at most the platform's MAX_AMOUNT_MINOR. */
  positiveAmount(field: string, value: bigint | undefined): void {
    if (typeof value !== 'bigint') return this.fail(field, 'type');
    if (value <= 0n || value > MAX_AMOUNT_MINOR) this.fail(field, 'range');
  }

  /** A balance: any sign, within the platform's MAX_AMOUNT_MINOR either way. */
  signedAmount(field: string, value: bigint | undefined): void {
    if (typeof value !== 'bigint') return this.fail(field, 'type');
    if (value > MAX_AMOUNT_MINOR || value < -MAX_AMOUNT_MINOR) this.fail(field, 'range');
  }

  /** A list that must have between 1 and `max` items. */
  list(field: string, value: readonly unknown[] | undefined, max: number): boolean {
    if (!Array.isArray(value) || value.length === 0) {
      this.fail(field, 'required');
      return false;
    }
    if (value.length > max) {
      this.fail(field, 'range');
      return false;
    }
    return true;
  }

  /** Records `value` under `seen`; a second sighting is a duplicate. */
  unique(field: string, value: string, seen: Set<string>): void {
    if (seen.has(value)) this.fail(field, 'duplicate');
    seen.add(value);
  }

  /** Refuses with every error found, or returns when there is none. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new BankFileNotWritten(this.errors);
  }
}
