/**
 * An audit entry's change for people (issue 32): the fields whose value
 * differs between the snapshots before and after, each value as an operator
 * reads it: money (the snapshots keep minor units, fields named `...Minor`)
 * as major units with thousands separators and the object's currency, rates
 * (`...Percent`) as percentages without trailing zeros, yes/no for flags; an
 * object as its fields (`name: value, ...`), a list item by item (each a value
 * or an object's fields; `beforeItems`/`afterItems` keep them apart for a page
 * to list, issue 46), never as JSON.
 * Text only, from the exact values: no number goes through a float.
 */

export interface ReadableChange {
  /** The field, its `Minor` suffix dropped (minimumMinor → minimum). */
  field: string;
  /** The value before, readable; null when the field had none (or the object did not exist). */
  before: string | null;
  after: string | null;
  /** When the value before was a list: each item, readable (`before` is them joined by "; ", or "none"). */
  beforeItems?: string[];
  /** When the value after is a list: each item, readable. */
  afterItems?: string[];
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

function currencyOf(r: Record<string, unknown>): string | null {
  return typeof r.currencyCode === 'string' ? r.currencyCode : typeof r.currency === 'string' ? r.currency : null;
}

/** A money field without its `Minor` suffix (minimumMinor → minimum). */
function fieldName(field: string): string {
  return field.endsWith('Minor') ? field.slice(0, -'Minor'.length) : field;
}

/** A list's items, each as a value or an object's fields are written (an item's money in its own currency, else the list's). */
function readableItems(field: string, items: unknown[], currency: string | null): string[] {
  return items.map((item) => readable(field, item, currency) ?? '—');
}

function readable(field: string, value: unknown, currency: string | null): string | null {
  if (value === null || value === undefined) return null;
  if (field.endsWith('Minor') && (typeof value === 'number' || typeof value === 'string') && INTEGER_TEXT.test(String(value))) {
    return `${majorUnitsText(String(value))}${currency ? ` ${currency}` : ''}`;
  }
  if (field.endsWith('Percent') && (typeof value === 'number' || typeof value === 'string') && DECIMAL_TEXT.test(String(value))) return percentText(String(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : readableItems(field, value, currency).join('; ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = currencyOf(record) ?? currency;
    const fields = Object.entries(record).map(([name, inner]) => `${fieldName(name)}: ${readable(name, inner, own) ?? '—'}`);
    return fields.length === 0 ? 'none' : fields.join(', ');
  }
  return String(value);
}

/** The fields that changed from `before` to `after`, in the order the snapshots name them, readable. */
export function readableChanges(before: unknown, after: unknown): ReadableChange[] {
  const was = recordOf(before);
  const is = recordOf(after);
  const currency = currencyOf(is) ?? currencyOf(was);
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])];
  const changes: ReadableChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
    const change: ReadableChange = { field: fieldName(field), before: readable(field, was[field], currency), after: readable(field, is[field], currency) };
    if (Array.isArray(was[field])) change.beforeItems = readableItems(field, was[field], currency);
    if (Array.isArray(is[field])) change.afterItems = readableItems(field, is[field], currency);
    changes.push(change);
  }
  return changes;
}
