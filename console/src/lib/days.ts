/** Business days as the address and the operator API write them (YYYY-MM-DD, UTC). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day: a "to" day is inclusive, the API's `to` instant is not. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A day's midnight UTC as the API's instants take it; '' (no filter) for anything but a day. */
export function midnightOf(day: string): string {
  return DAY.test(day) ? `${day}T00:00:00Z` : '';
}

/** The midnight that ends a day (the next day's); '' for anything but a day. */
export function midnightAfter(day: string): string {
  return DAY.test(day) ? `${dayAfter(day)}T00:00:00Z` : '';
}
