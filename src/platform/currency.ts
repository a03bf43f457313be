/**
 * The currencies the platform holds money in: one list, in the order every
 * list of them is shown (GBP, EUR, USD). Money is in minor units (pence,
 * cents) throughout (docs/decisions/money.md). A currency is added here and
 * in the database's constraints (a migration), nowhere else.
 */
import { type TUnion, type TLiteral, Type } from '@sinclair/typebox';

export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** An ISO 4217 code of a currency the platform holds. */
export type Currency = (typeof CURRENCIES)[number];

/** The HTTP schema of a currency code: one of CURRENCIES, as each API documents it. */
export function CurrencySchema(options: { description: string; example?: Currency }): TUnion<TLiteral<Currency>[]> {
  return Type.Union(
    CURRENCIES.map((code) => Type.Literal(code)),
    options,
  );
}
