/** SQL for institutions and the documents each one carries. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ProductsTables } from './products.tables.js';

export type InstitutionRow = Selectable<ProductsTables['financial_institutions']>;
export type InstitutionDocumentRow = Selectable<ProductsTables['financial_institution_documents']>;

export async function findInstitution(db: Db, id: string): Promise<InstitutionRow | undefined> {
  return db.selectFrom('financial_institutions').selectAll().where('financial_institution_id', '=', id).executeTakeFirst();
}

/** Every institution's id and name (or those of the ids given), by id: what other contexts may know of an institution. */
export async function listInstitutionNames(db: Db, ids?: readonly string[]): Promise<{ financial_institution_id: string; name: string }[]> {
  if (ids !== undefined && ids.length === 0) return [];
  let query = db.selectFrom('financial_institutions').select(['financial_institution_id', 'name']).orderBy('financial_institution_id');
  if (ids !== undefined) query = query.where('financial_institution_id', 'in', ids);
  return query.execute();
}

export async function insertInstitution(db: Db, row: Insertable<ProductsTables['financial_institutions']>): Promise<void> {
  await db.insertInto('financial_institutions').values(row).execute();
}

type InstitutionChanges = Omit<InstitutionRow, 'financial_institution_id' | 'financial_institution_version' | 'created_at'>;

/** Writes the changes as the next version; guarded on the version read, so a concurrent change loses. */
export async function updateInstitutionIfVersion(db: Db, id: string, expectedVersion: number, changes: InstitutionChanges): Promise<boolean> {
  const result = await db
    .updateTable('financial_institutions')
    .set({ ...changes, financial_institution_version: expectedVersion + 1 })
    .where('financial_institution_id', '=', id)
    .where('financial_institution_version', '=', expectedVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A change that is not in the institution's own columns (its documents) still makes a new institution version. */
export async function bumpInstitutionVersion(db: Db, id: string, expectedVersion: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('financial_institutions')
    .set({ financial_institution_version: expectedVersion + 1, updated_at: now })
    .where('financial_institution_id', '=', id)
    .where('financial_institution_version', '=', expectedVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listInstitutionDocuments(db: Db, institutionId: string): Promise<InstitutionDocumentRow[]> {
  return db.selectFrom('financial_institution_documents').selectAll().where('financial_institution_id', '=', institutionId).execute();
}

/** Sets the institution's document of a type (replacing any of that type). */
export async function attachInstitutionDocument(db: Db, row: InstitutionDocumentRow): Promise<void> {
  await db
    .insertInto('financial_institution_documents')
    .values(row)
    .onConflict((oc) => oc.columns(['financial_institution_id', 'document_type']).doUpdateSet({ document_id: row.document_id, document_version: row.document_version }))
    .execute();
}

export async function detachInstitutionDocument(db: Db, institutionId: string, documentType: string): Promise<void> {
  await db.deleteFrom('financial_institution_documents').where('financial_institution_id', '=', institutionId).where('document_type', '=', documentType).execute();
}
