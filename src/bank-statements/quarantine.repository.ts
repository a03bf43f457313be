/** The SQL of the bank files in quarantine (migration 045): inserted once per file, then accepted once by one guarded UPDATE. */
import { countRowsUpTo } from '../platform/list-counts.repository.js';
import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { BankStatementsTables } from './bank-statements.tables.js';

export type QuarantineRow = Omit<Selectable<BankStatementsTables['bank_file_quarantine']>, 'file_xml' | 'quarantined_order'>;
export type NewQuarantineRow = Insertable<BankStatementsTables['bank_file_quarantine']>;

const COLUMNS = [
  'quarantined_file_id',
  'file_sha256',
  'message_version',
  'schema_problems',
  'schema_problem_count',
  'uploaded_by',
  'uploaded_at',
  'status',
  'accepted_reason',
  'accepted_proposed_by',
  'accepted_by',
  'accepted_at',
  'booked_statement_ids',
] as const;

/** The file stored, or undefined when a file of its sha256 is there already (the same file again: that one stands). */
export async function insertQuarantinedFile(db: Db, row: NewQuarantineRow): Promise<QuarantineRow | undefined> {
  return db
    .insertInto('bank_file_quarantine')
    .values({ ...row, schema_problems: JSON.stringify(row.schema_problems) } as never)
    .onConflict((oc) => oc.column('file_sha256').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function findQuarantinedFileBySha256(db: Db, sha256: string): Promise<QuarantineRow | undefined> {
  return db.selectFrom('bank_file_quarantine').select(COLUMNS).where('file_sha256', '=', sha256).executeTakeFirst();
}

export async function findQuarantinedFile(db: Db | Tx, id: string): Promise<QuarantineRow | undefined> {
  return db.selectFrom('bank_file_quarantine').select(COLUMNS).where('quarantined_file_id', '=', id).executeTakeFirst();
}

/** The file's XML, locked for its acceptance (two approvals racing book it once). */
export async function findQuarantinedFileForUpdate(trx: Tx, id: string): Promise<(QuarantineRow & { file_xml: string }) | undefined> {
  return trx
    .selectFrom('bank_file_quarantine')
    .select([...COLUMNS, 'file_xml'])
    .where('quarantined_file_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findQuarantinedFileXml(db: Db, id: string): Promise<string | undefined> {
  return (await db.selectFrom('bank_file_quarantine').select('file_xml').where('quarantined_file_id', '=', id).executeTakeFirst())?.file_xml;
}

/** Newest first. */
export async function listQuarantinedFiles(db: Db, offset: number, limit: number): Promise<QuarantineRow[]> {
  return db.selectFrom('bank_file_quarantine').select(COLUMNS).orderBy('quarantined_order', 'desc').offset(offset).limit(limit).execute();
}

/** How many files are in the list, counting at most `limit`. */
export async function countQuarantinedFiles(db: Db, limit: number): Promise<number> {
  return countRowsUpTo(db, db.selectFrom('bank_file_quarantine').select('quarantined_file_id'), limit);
}

/** Marks a quarantined file accepted; undefined when it is not (any more) quarantined. */
export async function acceptQuarantinedFileIfQuarantined(
  trx: Tx,
  id: string,
  acceptance: { reason: string; proposedBy: string; by: string; at: Date; statementIds: string[] },
): Promise<QuarantineRow | undefined> {
  return trx
    .updateTable('bank_file_quarantine')
    .set({
      status: 'accepted',
      accepted_reason: acceptance.reason,
      accepted_proposed_by: acceptance.proposedBy,
      accepted_by: acceptance.by,
      accepted_at: acceptance.at,
      booked_statement_ids: JSON.stringify(acceptance.statementIds),
    } as never)
    .where('quarantined_file_id', '=', id)
    .where('status', '=', 'quarantined')
    .returning(COLUMNS)
    .executeTakeFirst();
}
