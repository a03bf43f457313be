/**
 * An audit entry's change for people (issue 32): the fields whose value
 * differs between the snapshots before and after, each value as an operator
 * reads it: money (the snapshots keep minor units, fields named `...Minor`)
 * as major units with thousands separators and the object's currency, rates
 * (`...Percent`) as percentages without trailing zeros, yes/no for flags.
 * Text only, from the exact values: no number goes through a float.
 */

export interface ReadableChange {
  /** The field, its `Minor` suffix dropped (minimumMinor → minimum). */
  field: string;
  /** The value before, readable; null when the field had none (or the object did not exist). */
  before: string | null;
  after: string | null;
}

function recordOf(snapshot: unknown): Record<string, unknown> {
  if (snapshot === null || snapshot === undefined) return {};
  if (typeof snapshot === 'object' && !Array.isArray(snapshot)) return snapshot as Record<string, unknown>;
  return { value: snapshot };
}

/** 123456 (or "-5") minor units as "1,234.56" ("-0.05"). */
export function majorUnitsText(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${digits.slice(-2)}`;
}

/** "4.3500" as "4.35%", "5.0000" as "5%". */
export function percentText(decimal: string): string {
  const trimmed = decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
  return `${trimmed}%`;
}

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function readable(field: string, value: unknown, currency: string | null): string | null {
  if (value === null || value === undefined) return null;
  if (field.endsWith('Minor') && (typeof value === 'number' || typeof value === 'string') && INTEGER_TEXT.test(String(value))) {
    return `${majorUnitsText(String(value))}${currency ? ` ${currency}` : ''}`;
  }
  if (field.endsWith('Percent') && (typeof value === 'number' || typeof value === 'string') && DECIMAL_TEXT.test(String(value))) return percentText(String(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields that changed from `before` to `after`, in the order the snapshots name them, readable. */
export function readableChanges(before: unknown, after: unknown): ReadableChange[] {
  const was = recordOf(before);
  const is = recordOf(after);
  const currencyOf = (r: Record<string, unknown>) => (typeof r.currencyCode === 'string' ? r.currencyCode : typeof r.currency === 'string' ? r.currency : null);
  const currency = currencyOf(is) ?? currencyOf(was);
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])];
  const changes: ReadableChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
    changes.push({
      field: field.endsWith('Minor') ? field.slice(0, -'Minor'.length) : field,
      before: readable(field, was[field], currency),
      after: readable(field, is[field], currency),
    });
  }
  return changes;
}
