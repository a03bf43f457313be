/**
 * The payments context's SQL (migration 024): payment files and their lines,
 * the items waiting to be paid, and the movements expected on the bank's
 * statements. Reads the state of the books' transfers (book_transfers,
 * src/ledger/) to know which money has been booked; writes only its own tables.
 */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { PaymentKind, PaymentsTables } from './payments.tables.js';

export type FileRow = Selectable<PaymentsTables['payment_files']>;
export type FileHeaderRow = Omit<FileRow, 'file_xml'>;
export type LineRow = Selectable<PaymentsTables['payment_lines']>;
export type ItemRow = Selectable<PaymentsTables['payment_items']>;
export type MovementRow = Selectable<PaymentsTables['expected_movements']>;

const FILE_HEADER = [
  'payment_file_id',
  'message_id',
  'message_version',
  'currency_code',
  'execution_date',
  'line_count',
  'control_sum_minor',
  'file_sha256',
  'created_at',
] as const;

export async function insertExpectedMovements(trx: Tx, rows: Insertable<PaymentsTables['expected_movements']>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('expected_movements').values(rows).execute();
}

export async function insertItems(trx: Tx, rows: Insertable<PaymentsTables['payment_items']>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('payment_items').values(rows).execute();
}

/** The movements still expected on a currency's client-money account, in one direction. */
export async function listOpenMovements(trx: Tx, currency: string, creditDebit: 'CRDT' | 'DBIT'): Promise<MovementRow[]> {
  return trx
    .selectFrom('expected_movements')
    .selectAll()
    .where('status', '=', 'expected')
    .where('currency_code', '=', currency)
    .where('credit_debit', '=', creditDebit)
    .orderBy('expected_date')
    .orderBy('expected_movement_id')
    .execute();
}

/** The open movement of a currency and direction quoting this EndToEndId, if any (indexed: the common case of matching). */
export async function findOpenMovementByEndToEndId(trx: Tx, currency: string, creditDebit: 'CRDT' | 'DBIT', endToEndId: string): Promise<MovementRow[]> {
  return trx
    .selectFrom('expected_movements')
    .selectAll()
    .where('status', '=', 'expected')
    .where('end_to_end_id', '=', endToEndId)
    .where('currency_code', '=', currency)
    .where('credit_debit', '=', creditDebit)
    .execute();
}

/**
 * Of these references, those that name a movement the platform expected, in
 * any state, currency or direction, as its EndToEndId, PmtInfId or remittance
 * (indexed, migration 039): a reference stays known after its movement is
 * matched or rejected.
 */
export async function knownReferences(trx: Tx, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const { rows } = await sql<{ reference: string }>`
    SELECT r.reference FROM unnest(${[...references]}::text[]) AS r(reference)
    WHERE EXISTS (SELECT 1 FROM expected_movements m WHERE m.end_to_end_id = r.reference)
       OR EXISTS (SELECT 1 FROM expected_movements m WHERE m.payment_information_id = r.reference)
       OR EXISTS (SELECT 1 FROM expected_movements m WHERE m.remittance = r.reference)`.execute(trx);
  return new Set(rows.map((r) => r.reference));
}

/** Guarded: only an expected movement becomes matched or rejected; undefined otherwise. */
export async function resolveMovement(
  trx: Tx,
  where: { id: string } | { endToEndId: string },
  to: 'matched' | 'rejected',
  entryId: string | null,
  now: Date,
): Promise<MovementRow | undefined> {
  let query = trx.updateTable('expected_movements').set({ status: to, matched_entry_id: entryId, resolved_at: now }).where('status', '=', 'expected');
  query = 'id' in where ? query.where('expected_movement_id', '=', where.id) : query.where('end_to_end_id', '=', where.endToEndId);
  return query.returningAll().executeTakeFirst();
}

/**
 * The movement of the hub's books that an entry on an institution's receiving
 * account is the other side of: the placement paid to it (a credit quoting the
 * line's EndToEndId), or the repayment it made to the hub (a debit from that
 * account, one of whose `references` is the repayment's EndToEndId or
 * remittance: `quotedReferences`, so a reference a bank split over two
 * `Ustrd` lines or carried in `Strd` is found). Never a rejected one.
 */
export async function findMirroredMovement(
  trx: Tx,
  entry: { institutionId: string; accountIdentifier: string; creditDebit: 'CRDT' | 'DBIT'; amountMinor: bigint; endToEndId?: string; references: readonly string[] },
): Promise<MovementRow | undefined> {
  if (entry.creditDebit === 'CRDT') {
    if (!entry.endToEndId) return undefined;
    return trx
      .selectFrom('expected_movements as m')
      .innerJoin('payment_lines as l', 'l.payment_line_id', 'm.payment_line_id')
      .selectAll('m')
      .where('l.end_to_end_id', '=', entry.endToEndId)
      .where('l.kind', '=', 'placement')
      .where('l.financial_institution_id', '=', entry.institutionId)
      .where('l.amount_minor', '=', entry.amountMinor)
      .where('m.status', '!=', 'rejected')
      .where('m.mirrored_entry_id', 'is', null)
      .executeTakeFirst();
  }
  const references = [...entry.references];
  if (references.length === 0) return undefined;
  return trx
    .selectFrom('expected_movements')
    .selectAll()
    .where('counterparty_account', '=', entry.accountIdentifier)
    .where('amount_minor', '=', entry.amountMinor)
    .where('credit_debit', '=', 'CRDT')
    .where('status', '!=', 'rejected')
    .where('mirrored_entry_id', 'is', null)
    .where((eb) => eb.or([eb('end_to_end_id', 'in', references), eb('remittance', 'in', references)]))
    .orderBy('expected_date')
    .orderBy('expected_movement_id')
    .executeTakeFirst();
}

/** Guarded: a movement's other side is shown by one entry; false when another entry already showed it. */
export async function markMirrored(trx: Tx, expectedMovementId: string, entryId: string): Promise<boolean> {
  const row = await trx
    .updateTable('expected_movements')
    .set({ mirrored_entry_id: entryId })
    .where('expected_movement_id', '=', expectedMovementId)
    .where('mirrored_entry_id', 'is', null)
    .returning('expected_movement_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findLine(db: Db | Tx, paymentLineId: string): Promise<LineRow | undefined> {
  return db.selectFrom('payment_lines').selectAll().where('payment_line_id', '=', paymentLineId).executeTakeFirst();
}

/**
 * The items a run may pay on `upToDate`: not yet in a line, not held, due by
 * then, and whose batch's money is booked at the hub (their gate transfer
 * posted), oldest first.
 */
export async function listPayableItems(trx: Tx, currency: string, upToDate: string): Promise<ItemRow[]> {
  return trx
    .selectFrom('payment_items as i')
    .innerJoin('book_transfers as g', 'g.transfer_id', 'i.gate_transfer_id')
    .selectAll('i')
    .where('i.payment_line_id', 'is', null)
    .where('i.held_reason', 'is', null)
    .where('i.currency_code', '=', currency)
    .where('i.due_date', '<=', upToDate)
    .where('g.state', '=', 'posted')
    .orderBy('i.due_date')
    .orderBy('i.created_at')
    .orderBy('i.payment_item_id')
    .forUpdate('i')
    .execute();
}

/** The currencies with items waiting to be paid. */
export async function currenciesWithUnpaidItems(db: Db | Tx, upToDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_items')
    .select('currency_code')
    .distinct()
    .where('payment_line_id', 'is', null)
    .where('held_reason', 'is', null)
    .where('due_date', '<=', upToDate)
    .execute();
  return rows.map((r) => r.currency_code).sort();
}

export async function insertFile(trx: Tx, file: Insertable<PaymentsTables['payment_files']>, lines: Insertable<PaymentsTables['payment_lines']>[]): Promise<void> {
  await trx.insertInto('payment_files').values(file).execute();
  await trx.insertInto('payment_lines').values(lines).execute();
}

export async function assignItemsToLine(trx: Tx, itemIds: string[], paymentLineId: string): Promise<void> {
  await trx.updateTable('payment_items').set({ payment_line_id: paymentLineId }).where('payment_item_id', 'in', itemIds).where('payment_line_id', 'is', null).execute();
  await trx
    .insertInto('payment_line_items')
    .values(itemIds.map((id) => ({ payment_line_id: paymentLineId, payment_item_id: id })))
    .execute();
}

/** A file issued, by its MsgId (unique), with its lines' PmtInfId and EndToEndId in file order; undefined when no file has it. */
export async function findFileLinesByMessageId(
  db: Db | Tx,
  messageId: string,
): Promise<{ message_id: string; message_version: string; lines: { payment_information_id: string; end_to_end_id: string }[] } | undefined> {
  const file = await db.selectFrom('payment_files').select(['payment_file_id', 'message_id', 'message_version']).where('message_id', '=', messageId).executeTakeFirst();
  if (!file) return undefined;
  const lines = await db
    .selectFrom('payment_lines')
    .select(['payment_information_id', 'end_to_end_id'])
    .where('payment_file_id', '=', file.payment_file_id)
    .orderBy('position')
    .execute();
  return { message_id: file.message_id, message_version: file.message_version, lines };
}

/** Holds the items of a rejected line: out of its line, not paid again until the operator releases them. */
export async function holdItemsOfLine(trx: Tx, paymentLineId: string, reason: string): Promise<ItemRow[]> {
  return trx
    .updateTable('payment_items')
    .set({ payment_line_id: null, held_reason: reason.slice(0, 500) })
    .where('payment_line_id', '=', paymentLineId)
    .returningAll()
    .execute();
}

export async function holdItem(trx: Tx, paymentItemId: string, reason: string): Promise<void> {
  await trx
    .updateTable('payment_items')
    .set({ held_reason: reason.slice(0, 500) })
    .where('payment_item_id', '=', paymentItemId)
    .execute();
}

/** Guarded: releases a held item for the next run; undefined when it is not held. */
export async function releaseItem(trx: Tx, paymentItemId: string): Promise<ItemRow | undefined> {
  return trx
    .updateTable('payment_items')
    .set({ held_reason: null })
    .where('payment_item_id', '=', paymentItemId)
    .where('held_reason', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

export async function findItem(db: Db | Tx, paymentItemId: string): Promise<ItemRow | undefined> {
  return db.selectFrom('payment_items').selectAll().where('payment_item_id', '=', paymentItemId).executeTakeFirst();
}

export async function listHeldItems(db: Db | Tx, limit: number): Promise<ItemRow[]> {
  return db.selectFrom('payment_items').selectAll().where('held_reason', 'is not', null).orderBy('created_at').orderBy('payment_item_id').limit(limit).execute();
}

/**
 * Of these batches, those whose money the bank has booked throughout: every
 * movement expected for the batch matched, and every item of it paid in a
 * line whose own movement matched.
 */
export async function batchesFullyBooked(db: Db | Tx, batchIds: string[]): Promise<Set<string>> {
  if (batchIds.length === 0) return new Set();
  const result = await sql<{ instruction_batch_id: string }>`
    SELECT b.id AS instruction_batch_id
    FROM unnest(${batchIds}::text[]) AS b(id)
    WHERE NOT EXISTS (SELECT 1 FROM expected_movements m WHERE m.instruction_batch_id = b.id AND m.status <> 'matched')
      AND NOT EXISTS (
        SELECT 1 FROM payment_items i
        LEFT JOIN expected_movements m ON m.payment_line_id = i.payment_line_id
        WHERE i.instruction_batch_id = b.id AND (i.payment_line_id IS NULL OR m.status IS DISTINCT FROM 'matched'))`.execute(db);
  return new Set(result.rows.map((r) => r.instruction_batch_id));
}

/** How many payment files there are, counting at most `limit`. */
export async function countFiles(db: Db, limit: number): Promise<number> {
  return countRowsUpTo(db, db.selectFrom('payment_files').select('payment_file_id'), limit);
}

export async function listFiles(db: Db, offset: number, limit: number): Promise<FileHeaderRow[]> {
  return db.selectFrom('payment_files').select(FILE_HEADER).orderBy('created_at', 'desc').orderBy('payment_file_id', 'desc').offset(offset).limit(limit).execute();
}

export async function findFileHeader(db: Db | Tx, paymentFileId: string): Promise<FileHeaderRow | undefined> {
  return db.selectFrom('payment_files').select(FILE_HEADER).where('payment_file_id', '=', paymentFileId).executeTakeFirst();
}

export async function findFileXml(db: Db, paymentFileId: string): Promise<string | undefined> {
  const row = await db.selectFrom('payment_files').select('file_xml').where('payment_file_id', '=', paymentFileId).executeTakeFirst();
  return row?.file_xml;
}

export type LineWithState = LineRow & {
  state: 'pending' | 'posted' | 'voided';
  items: { payment_item_id: string; instruction_batch_id: string; instruction_id: string | null; amount_minor: bigint }[];
};

/** A payment queued for batches (an account statement's bank side): its item, and the line and file that carry it once issued. */
export interface BatchPaymentRow {
  payment_item_id: string;
  kind: PaymentKind;
  instruction_batch_id: string;
  instruction_id: string | null;
  financial_institution_id: string | null;
  amount_minor: bigint;
  held_reason: string | null;
  payment_line_id: string | null;
  end_to_end_id: string | null;
  payment_file_id: string | null;
  message_id: string | null;
  execution_date: string | null;
  state: 'pending' | 'posted' | 'voided' | null;
}

/** The payments queued for these batches (placements per institution, payouts per instruction), each with the line and file issued for it, if any. */
export async function listPaymentsOfBatches(db: Db, instructionBatchIds: readonly string[]): Promise<BatchPaymentRow[]> {
  if (instructionBatchIds.length === 0) return [];
  return db
    .selectFrom('payment_items as i')
    .leftJoin('payment_line_items as li', 'li.payment_item_id', 'i.payment_item_id')
    .leftJoin('payment_lines as l', 'l.payment_line_id', 'li.payment_line_id')
    .leftJoin('payment_files as f', 'f.payment_file_id', 'l.payment_file_id')
    .leftJoin('book_transfers as t', 't.transfer_id', 'l.transfer_id')
    .select([
      'i.payment_item_id',
      'i.kind',
      'i.instruction_batch_id',
      'i.instruction_id',
      'i.financial_institution_id',
      'i.amount_minor',
      'i.held_reason',
      'l.payment_line_id',
      'l.end_to_end_id',
      'f.payment_file_id',
      'f.message_id',
      'f.execution_date',
      't.state',
    ])
    .where('i.instruction_batch_id', 'in', [...instructionBatchIds])
    .orderBy('i.created_at')
    .orderBy('l.payment_line_id')
    .execute() as Promise<BatchPaymentRow[]>;
}

/** A file's lines in order, each with its transfer's state and the items it pays. */
export async function listLinesOfFiles(db: Db | Tx, paymentFileIds: string[]): Promise<LineWithState[]> {
  if (paymentFileIds.length === 0) return [];
  const lines = await db
    .selectFrom('payment_lines as l')
    .innerJoin('book_transfers as t', 't.transfer_id', 'l.transfer_id')
    .selectAll('l')
    .select('t.state')
    .where('l.payment_file_id', 'in', paymentFileIds)
    .orderBy('l.payment_file_id')
    .orderBy('l.position')
    .execute();
  const items = await db
    .selectFrom('payment_line_items as li')
    .innerJoin('payment_items as i', 'i.payment_item_id', 'li.payment_item_id')
    .innerJoin('payment_lines as l', 'l.payment_line_id', 'li.payment_line_id')
    .select(['i.payment_item_id', 'i.instruction_batch_id', 'i.instruction_id', 'i.amount_minor', 'li.payment_line_id'])
    .where('l.payment_file_id', 'in', paymentFileIds)
    .orderBy('i.payment_item_id')
    .execute();
  return lines.map((line) => ({
    ...line,
    items: items.filter((i) => i.payment_line_id === line.payment_line_id).map(({ payment_line_id: _, ...rest }) => rest),
  }));
}

export async function listOpenMovementsOfKind(db: Db | Tx, creditDebit: 'CRDT' | 'DBIT', upToDate: string, withLine: boolean): Promise<MovementRow[]> {
  return db
    .selectFrom('expected_movements')
    .selectAll()
    .where('status', '=', 'expected')
    .where('credit_debit', '=', creditDebit)
    .where('expected_date', '<=', upToDate)
    .where('payment_line_id', withLine ? 'is not' : 'is', null)
    .orderBy('expected_date')
    .orderBy('created_at')
    .orderBy('expected_movement_id')
    .execute();
}

export interface OpenPaymentRow {
  message_id: string;
  message_version: string;
  currency_code: string;
  execution_date: string;
  payment_information_id: string;
  end_to_end_id: string;
  amount_minor: bigint;
  creditor_account: string;
  creditor_name: string;
  remittance: string | null;
  financial_partner_id: string | null;
  /** A placement's institution; null for a payout. */
  financial_institution_id: string | null;
}

/** The lines of issued files still waiting for the bank, by file and position. */
export async function listOpenPayments(db: Db | Tx, upToDate: string): Promise<OpenPaymentRow[]> {
  return db
    .selectFrom('expected_movements as m')
    .innerJoin('payment_lines as l', 'l.payment_line_id', 'm.payment_line_id')
    .innerJoin('payment_files as f', 'f.payment_file_id', 'l.payment_file_id')
    .select([
      'f.message_id',
      'f.message_version',
      'f.currency_code',
      'f.execution_date',
      'l.payment_information_id',
      'l.end_to_end_id',
      'l.amount_minor',
      'l.creditor_account',
      'l.creditor_name',
      'l.remittance',
      'l.financial_partner_id',
      'l.financial_institution_id',
    ])
    .where('m.status', '=', 'expected')
    .where('f.execution_date', '<=', upToDate)
    .orderBy('f.created_at')
    .orderBy('f.message_id')
    .orderBy('l.position')
    .execute();
}
