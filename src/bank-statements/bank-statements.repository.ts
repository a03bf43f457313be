/** The SQL of the bank files received and their entries (migrations 023, 043). Append-only but for an entry's status, moved by guarded UPDATEs. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { BankStatementsTables, ResolutionAction } from './bank-statements.tables.js';

export type StatementRow = Selectable<BankStatementsTables['bank_statements']>;
export type StatementHeaderRow = Omit<StatementRow, 'file_xml' | 'received_order'>;
export type EntryRow = Selectable<BankStatementsTables['bank_statement_entries']>;
export type NewStatementRow = Insertable<BankStatementsTables['bank_statements']>;
export type NewEntryRow = Insertable<BankStatementsTables['bank_statement_entries']>;

const HEADER_COLUMNS = [
  'bank_statement_id',
  'message_kind',
  'message_version',
  'message_id',
  'statement_id',
  'sequence_number',
  'sequence_assigned',
  'legal_sequence_number',
  'account_identifier',
  'currency_code',
  'opening_balance_minor',
  'opening_date',
  'closing_balance_minor',
  'closing_date',
  'original_message_id',
  'group_status',
  'file_sha256',
  'received_at',
  'received_by',
] as const;

/** Serialises uploads (they are rare): two uploads of one file, or of consecutive statements, one after the other. Per schema, so test files sharing one PostgreSQL do not wait on each other. */
export async function lockStatementUploads(trx: Tx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':bank-statement-uploads'))`.execute(trx);
}

/**
 * The stored statement under a key: its kind, statement id and sequence
 * number; or, with no sequence number (a statement without ElctrncSeqNb,
 * migration 043), its kind and statement id among those so numbered.
 */
export async function findStoredStatement(
  trx: Tx,
  key: { kind: StatementRow['message_kind']; statementId: string; sequenceNumber: bigint | undefined },
): Promise<StatementHeaderRow | undefined> {
  const query = trx.selectFrom('bank_statements').select(HEADER_COLUMNS).where('message_kind', '=', key.kind).where('statement_id', '=', key.statementId);
  return (key.sequenceNumber === undefined ? query.where('sequence_assigned', '=', true) : query.where('sequence_number', '=', key.sequenceNumber)).executeTakeFirst();
}

/** The LglSeqNb of a stored statement (by its id and sequence number), where it had one. */
export async function findLegalSequenceNumber(trx: Tx, statementId: string, sequenceNumber: bigint): Promise<bigint | undefined> {
  const row = await trx
    .selectFrom('bank_statements')
    .select('legal_sequence_number')
    .where('message_kind', '=', 'statement')
    .where('statement_id', '=', statementId)
    .where('sequence_number', '=', sequenceNumber)
    .executeTakeFirst();
  return row?.legal_sequence_number === null || row?.legal_sequence_number === undefined ? undefined : BigInt(row.legal_sequence_number);
}

/**
 * One statement of a file judged on its own, in the upload's transaction:
 * `start` before it, `release` once stored, `rollback` when refused (nothing
 * of it stays; the file's other statements do).
 */
export async function partSavepoint(trx: Tx, step: keyof typeof SAVEPOINT_STEPS): Promise<void> {
  await SAVEPOINT_STEPS[step].execute(trx);
}

const SAVEPOINT_STEPS = {
  start: sql`SAVEPOINT bank_statement_part`,
  release: sql`RELEASE SAVEPOINT bank_statement_part`,
  rollback: sql`ROLLBACK TO SAVEPOINT bank_statement_part`,
};

export async function insertStatement(trx: Tx, row: NewStatementRow, entries: NewEntryRow[]): Promise<void> {
  await trx.insertInto('bank_statements').values(row).execute();
  if (entries.length > 0) await trx.insertInto('bank_statement_entries').values(entries).execute();
}

export async function findStatementHeader(db: Db | Tx, id: string): Promise<StatementHeaderRow | undefined> {
  return db.selectFrom('bank_statements').select(HEADER_COLUMNS).where('bank_statement_id', '=', id).executeTakeFirst();
}

export async function findStatementXml(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('bank_statements').select('file_xml').where('bank_statement_id', '=', id).executeTakeFirst();
  return row?.file_xml;
}

export async function listStatementEntries(db: Db | Tx, statementIds: string[]): Promise<EntryRow[]> {
  if (statementIds.length === 0) return [];
  return db.selectFrom('bank_statement_entries').selectAll().where('bank_statement_id', 'in', statementIds).orderBy('bank_statement_id').orderBy('position').execute();
}

/** Newest first. */
export async function listStatements(db: Db, offset: number, limit: number): Promise<StatementHeaderRow[]> {
  return db.selectFrom('bank_statements').select(HEADER_COLUMNS).orderBy('received_order', 'desc').offset(offset).limit(limit).execute();
}

/** How many statements there are, counting at most `limit`. */
export async function countStatements(db: Db, limit: number): Promise<number> {
  return countRowsUpTo(db, db.selectFrom('bank_statements').select('bank_statement_id'), limit);
}

/** The entries in suspense (unordered). */
function unmatchedEntries(db: Db) {
  return db
    .selectFrom('bank_statement_entries as e')
    .innerJoin('bank_statements as s', 's.bank_statement_id', 'e.bank_statement_id')
    .selectAll('e')
    .select(['s.received_at', 's.statement_id'])
    .where('e.status', '=', 'unmatched');
}

/** How many entries are in suspense, counting at most `limit`. */
export async function countUnmatchedEntries(db: Db, limit: number): Promise<number> {
  return countRowsUpTo(db, unmatchedEntries(db), limit);
}

/** The entries in suspense, oldest first (by booking date, then as received). */
export async function listUnmatchedEntries(db: Db, offset: number, limit: number): Promise<(EntryRow & { received_at: Date; statement_id: string })[]> {
  return unmatchedEntries(db).orderBy('e.booking_date').orderBy('s.received_order').orderBy('e.position').offset(offset).limit(limit).execute();
}

export async function findEntryForUpdate(trx: Tx, entryId: string): Promise<EntryRow | undefined> {
  return trx.selectFrom('bank_statement_entries').selectAll().where('bank_statement_entry_id', '=', entryId).forUpdate().executeTakeFirst();
}

/** Resolves an entry in suspense; undefined when it is not (any more) unmatched. */
export async function resolveEntryIfUnmatched(
  trx: Tx,
  entryId: string,
  resolution: { action: ResolutionAction; partnerId: string | null; reason: string; by: string; at: Date },
): Promise<EntryRow | undefined> {
  return trx
    .updateTable('bank_statement_entries')
    .set({
      status: 'resolved',
      resolution_action: resolution.action,
      resolution_partner_id: resolution.partnerId,
      resolution_reason: resolution.reason,
      resolved_by: resolution.by,
      resolved_at: resolution.at,
    })
    .where('bank_statement_entry_id', '=', entryId)
    .where('status', '=', 'unmatched')
    .returningAll()
    .executeTakeFirst();
}
