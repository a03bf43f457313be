/** The sandbox bank's SQL: a developer's orders, each used once (a rejection) or until its day (a delay). */
import { sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { SandboxBankOrderDetail } from './sandbox-bank.tables.js';

export async function insertOrder(db: Db, order: { orderId: string; kind: 'reject-next-payment' | 'delay-credits'; detail: SandboxBankOrderDetail; now: Date }): Promise<void> {
  await db
    .insertInto('sandbox_bank_orders')
    .values({ order_id: order.orderId, kind: order.kind, detail: JSON.stringify(order.detail) as unknown as SandboxBankOrderDetail, created_at: order.now, used_at: null })
    .execute();
}

/** Takes the oldest unused rejection order of a partner (marks it used); undefined when there is none. */
export async function takeRejection(trx: Tx, financialPartnerId: string, now: Date): Promise<SandboxBankOrderDetail | undefined> {
  const result = await sql<{ detail: SandboxBankOrderDetail }>`
    UPDATE sandbox_bank_orders SET used_at = ${now}
    WHERE order_id = (
      SELECT order_id FROM sandbox_bank_orders
      WHERE kind = 'reject-next-payment' AND used_at IS NULL AND detail->>'financialPartnerId' = ${financialPartnerId}
      ORDER BY created_at, order_id LIMIT 1 FOR UPDATE)
    RETURNING detail`.execute(trx);
  return result.rows[0]?.detail;
}

/** The partners whose payments are held back on `date`. */
export async function partnersDelayedOn(db: Db, date: string): Promise<Set<string>> {
  const result = await sql<{ partner: string }>`
    SELECT DISTINCT detail->>'financialPartnerId' AS partner FROM sandbox_bank_orders
    WHERE kind = 'delay-credits' AND (detail->>'until')::date > ${date}::date`.execute(db);
  return new Set(result.rows.map((r) => r.partner));
}
