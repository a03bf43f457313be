/**
 * Display only. Amounts arrive from the API already exact to the penny (the
 * platform computes every amount once); here they are only laid out, never
 * added or rounded again.
 */
const grouping = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : grouping.format(amount);
}

/** The platform's instants (2026-03-02T09:00:00.0000000+00:00) shortened to the second, in UTC. */
export function instant(text: string | null | undefined): string {
  if (!text) return '—';
  return `${text.slice(0, 10)} ${text.slice(11, 19)} UTC`;
}
