/**
 * The catalogue's own validity rules, beyond what a schema can say: how term,
 * notice and interest payment fit the product type, rate precision, deposit
 * limits. Each rule reports a field error so the operator sees every problem at
 * once (docs/decisions/errors.md) instead of a database CHECK failing as a 500.
 */
import { Decimal } from 'decimal.js';
import { AppError, describeFieldErrors, type FieldError } from '../platform/errors.js';
import { MoneyFormatError, parseAmount } from '../platform/money.js';
import type { ProductInput } from './products.schemas.js';

export const RATE_DECIMAL_PLACES = 4;

const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/** The error of a catalogue change that breaks these rules: every field error at once. */
export function invalid(errors: FieldError[], what = 'The request'): AppError {
  return new AppError('ValidationFailed', `${what} has invalid fields: ${describeFieldErrors(errors)}.`, errors);
}

/**
 * The term and notice rules of the specification:
 * - `NoTerm` is valid for InstantAccess only; a fixed term has a length above 0;
 *   termLength is only set for a fixed term (0 otherwise).
 * - `NoNotice` is valid for FixedTerm and InstantAccess only; a notice product
 *   has a notice length above 0; NoNotice means a length of 0.
 * - Interest paid AtMaturity needs a maturity, so a fixed term.
 */
export function productRuleErrors(
  input: Pick<ProductInput, 'productTermType' | 'termLength' | 'termLengthUnit' | 'noticeLength' | 'noticeLengthUnit' | 'interestPaidType'>,
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = [];
  const type = input.productTermType;
  if (input.termLengthUnit === 'NoTerm' && type !== 'InstantAccess') errors.push({ field: at(prefix, 'termLengthUnit'), reason: 'enum' });
  if (type === 'FixedTerm' && input.termLength <= 0) errors.push({ field: at(prefix, 'termLength'), reason: 'range' });
  if (type !== 'FixedTerm' && input.termLength !== 0) errors.push({ field: at(prefix, 'termLength'), reason: 'range' });
  if (input.noticeLengthUnit === 'NoNotice' && type === 'Notice') errors.push({ field: at(prefix, 'noticeLengthUnit'), reason: 'enum' });
  if (type === 'Notice' && input.noticeLength <= 0) errors.push({ field: at(prefix, 'noticeLength'), reason: 'range' });
  if (input.noticeLengthUnit === 'NoNotice' && input.noticeLength !== 0) errors.push({ field: at(prefix, 'noticeLength'), reason: 'range' });
  if (input.interestPaidType === 'AtMaturity' && type !== 'FixedTerm') errors.push({ field: at(prefix, 'interestPaidType'), reason: 'enum' });
  return errors;
}

/**
 * A rate given as a JSON number, as the exact decimal text the operator wrote
 * (String() of a double is its shortest round-trip form), or a field error.
 */
export function rateText(value: number, field: string, errors: FieldError[]): string {
  const text = String(value);
  if (/e/i.test(text) || !/^\d+(\.\d+)?$/.test(text)) {
    errors.push({ field, reason: 'precision' });
    return '0';
  }
  if (new Decimal(text).decimalPlaces() > RATE_DECIMAL_PLACES) {
    errors.push({ field, reason: 'precision' });
    return '0';
  }
  return text;
}

/** A money field as minor units, or a field error. */
export function moneyMinor(value: number, field: string, errors: FieldError[]): bigint {
  try {
    const minor = parseAmount(value);
    if (minor <= 0n) {
      errors.push({ field, reason: 'range' });
      return 1n;
    }
    return minor;
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
    errors.push({ field, reason: error.reason });
    return 1n;
  }
}

/** The net rate a client earns: the rate less the platform margin, never below zero. */
export function netRate(ratePercent: string, marginPercent: string): Decimal {
  const net = new Decimal(ratePercent).minus(new Decimal(marginPercent));
  return net.isNegative() ? new Decimal(0) : net;
}
