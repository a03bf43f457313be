/** SQL for document versions and their contents (bytes per media type). */
import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ProductsTables } from './products.tables.js';

export type DocumentRow = Selectable<ProductsTables['documents']>;

export async function findLatestDocument(db: Db, documentId: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('document_id', '=', documentId).orderBy('document_version', 'desc').limit(1).executeTakeFirst();
}

export async function findDocument(db: Db, documentId: string, version: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('document_id', '=', documentId).where('document_version', '=', version).executeTakeFirst();
}

export async function insertDocumentVersion(db: Db, row: DocumentRow, contents: { contentType: string; bytes: Uint8Array }[]): Promise<void> {
  await db.insertInto('documents').values(row).execute();
  await db
    .insertInto('document_contents')
    .values(
      contents.map((content, position) => ({
        document_id: row.document_id,
        document_version: row.document_version,
        content_type: content.contentType,
        position,
        content: content.bytes,
      })),
    )
    .execute();
}

/** The media types of a document version, preferred first (no bytes). */
export async function listContentTypes(db: Db, documentId: string, version: number): Promise<string[]> {
  const rows = await db
    .selectFrom('document_contents')
    .select('content_type')
    .where('document_id', '=', documentId)
    .where('document_version', '=', version)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.content_type);
}

export async function findDocumentContent(db: Db, documentId: string, version: number, contentType: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('document_contents')
    .select('content')
    .where('document_id', '=', documentId)
    .where('document_version', '=', version)
    .where('content_type', '=', contentType)
    .executeTakeFirst();
  return row?.content;
}
