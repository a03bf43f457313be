/** SQL for the catalogue: institutions, products, issues, issue versions, documents. */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../platform/db.js';
import { executePrepared } from '../platform/prepared-statements.js';
import type { ProductsTables } from './products.tables.js';

export type InstitutionRow = Selectable<ProductsTables['financial_institutions']>;
export type ProductRow = Selectable<ProductsTables['products']>;
export type IssueRow = Selectable<ProductsTables['product_issues']>;
export type IssueVersionRow = Selectable<ProductsTables['product_issue_versions']>;
export type DocumentRow = Selectable<ProductsTables['documents']>;
export type AttachmentRow = Selectable<ProductsTables['product_issue_version_documents']>;
export type InstitutionDocumentRow = Selectable<ProductsTables['financial_institution_documents']>;

export interface AttachmentWithTypes extends AttachmentRow {
  content_types: string[];
}

export interface InstitutionDocumentWithTypes extends InstitutionDocumentRow {
  content_types: string[];
}

/** Everything the Product Catalog API shows, read in a handful of queries. */
export interface CatalogueRows {
  institutions: InstitutionRow[];
  products: ProductRow[];
  issues: IssueRow[];
  versions: IssueVersionRow[];
  attachments: AttachmentWithTypes[];
  institutionDocuments: InstitutionDocumentWithTypes[];
}

// ---------------------------------------------------------------- revision

/** Checked on every catalogue read: a statement PostgreSQL keeps prepared. */
export async function readCatalogueRevision(db: Db): Promise<bigint> {
  const [row] = await executePrepared(db, db.selectFrom('catalogue_revision').select('revision').where('id', '=', 1).compile());
  return row?.revision ?? 0n;
}

/**
 * Serialises catalogue changes: every write transaction takes this row lock
 * first, so two loads (two processes seeding one sandbox) run one after the
 * other and the second finds the first's rows instead of colliding with them.
 */
export async function lockCatalogue(db: Db): Promise<void> {
  await db.selectFrom('catalogue_revision').select('revision').where('id', '=', 1).forUpdate().execute();
}

export async function bumpCatalogueRevision(db: Db): Promise<void> {
  await db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1` })
    .where('id', '=', 1)
    .execute();
}

// ---------------------------------------------------------------- institutions

export async function findInstitution(db: Db, id: string): Promise<InstitutionRow | undefined> {
  return db.selectFrom('financial_institutions').selectAll().where('financial_institution_id', '=', id).executeTakeFirst();
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
  await db
    .deleteFrom('financial_institution_documents')
    .where('financial_institution_id', '=', institutionId)
    .where('document_type', '=', documentType)
    .execute();
}

// ---------------------------------------------------------------- products

export async function findProduct(db: Db, productId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
}

/** Locks the product row for the rest of the transaction: changes to one product are serialised. */
export async function findProductForUpdate(db: Db, productId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).forUpdate().executeTakeFirst();
}

export async function insertProduct(db: Db, row: Insertable<ProductsTables['products']>): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProductEditableFields(
  db: Db,
  productId: string,
  changes: { name: string; offered_to_roles: string[]; updated_at: Date },
): Promise<void> {
  await db.updateTable('products').set(changes).where('product_id', '=', productId).execute();
}

/** dateLastUpdatedUTC moves with every change to a product's issues or documents. */
export async function touchProduct(db: Db, productId: string, now: Date): Promise<void> {
  await db.updateTable('products').set({ updated_at: now }).where('product_id', '=', productId).execute();
}

/** An institution's change shows on each of its products. */
export async function touchInstitutionProducts(db: Db, institutionId: string, now: Date): Promise<void> {
  await db.updateTable('products').set({ updated_at: now }).where('financial_institution_id', '=', institutionId).execute();
}

// ---------------------------------------------------------------- issues and versions

export async function findIssue(db: Db, productId: string, issueNumber: number): Promise<IssueRow | undefined> {
  return db
    .selectFrom('product_issues')
    .selectAll()
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .executeTakeFirst();
}

export async function maxIssueNumber(db: Db, productId: string): Promise<number> {
  const row = await db
    .selectFrom('product_issues')
    .select((eb) => eb.fn.max('issue_number').as('max'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function insertIssue(db: Db, row: IssueRow): Promise<void> {
  await db.insertInto('product_issues').values(row).execute();
}

export async function updateIssueMargin(db: Db, productId: string, issueNumber: number, marginPercent: string, now: Date): Promise<void> {
  await db
    .updateTable('product_issues')
    .set({ margin_percent: marginPercent, updated_at: now })
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .execute();
}

/** Makes `next` the current version, only if `expected` still is: zero rows means someone else published first. */
export async function advanceIssueVersion(db: Db, productId: string, issueNumber: number, expected: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('product_issues')
    .set({ current_version: expected + 1, updated_at: now })
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .where('current_version', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findIssueVersion(db: Db, productId: string, issueNumber: number, version: number): Promise<IssueVersionRow | undefined> {
  return db
    .selectFrom('product_issue_versions')
    .selectAll()
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .where('version_number', '=', version)
    .executeTakeFirst();
}

export async function listIssueVersions(db: Db, productId: string, issueNumber: number): Promise<IssueVersionRow[]> {
  return db
    .selectFrom('product_issue_versions')
    .selectAll()
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .orderBy('version_number')
    .execute();
}

export async function insertIssueVersion(db: Db, row: IssueVersionRow): Promise<void> {
  await db.insertInto('product_issue_versions').values(row).execute();
}

// ---------------------------------------------------------------- documents

export async function findLatestDocument(db: Db, documentId: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('document_version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findDocument(db: Db, documentId: string, version: number): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('document_version', '=', version)
    .executeTakeFirst();
}

export async function insertDocumentVersion(
  db: Db,
  row: DocumentRow,
  contents: { contentType: string; bytes: Uint8Array }[],
): Promise<void> {
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

/** Sets the document of a type on an issue version (replacing any of that type). */
export async function attachDocument(db: Db, row: AttachmentRow): Promise<void> {
  await db
    .insertInto('product_issue_version_documents')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'issue_number', 'version_number', 'document_type'])
        .doUpdateSet({ document_id: row.document_id, document_version: row.document_version }),
    )
    .execute();
}

export async function listAttachments(db: Db, productId: string, issueNumber: number, version: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('product_issue_version_documents')
    .selectAll()
    .where('product_id', '=', productId)
    .where('issue_number', '=', issueNumber)
    .where('version_number', '=', version)
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

// ---------------------------------------------------------------- the whole catalogue

export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [institutions, products, issues, versions, attachments, institutionDocuments] = await Promise.all([
    db.selectFrom('financial_institutions').selectAll().execute(),
    db.selectFrom('products').selectAll().orderBy('product_id').execute(),
    db.selectFrom('product_issues').selectAll().orderBy('product_id').orderBy('issue_number').execute(),
    db
      .selectFrom('product_issue_versions')
      .selectAll()
      .orderBy('product_id')
      .orderBy('issue_number')
      .orderBy('version_number')
      .execute(),
    db
      .selectFrom('product_issue_version_documents as a')
      .selectAll('a')
      .select(
        sql<string[]>`array(SELECT c.content_type FROM document_contents c WHERE c.document_id = a.document_id AND c.document_version = a.document_version ORDER BY c.position)`.as(
          'content_types',
        ),
      )
      .orderBy('a.document_type')
      .execute(),
    db
      .selectFrom('financial_institution_documents as d')
      .selectAll('d')
      .select(
        sql<string[]>`array(SELECT c.content_type FROM document_contents c WHERE c.document_id = d.document_id AND c.document_version = d.document_version ORDER BY c.position)`.as(
          'content_types',
        ),
      )
      .orderBy('d.financial_institution_id')
      .orderBy('d.document_type')
      .execute(),
  ]);
  return { institutions, products, issues, versions, attachments, institutionDocuments };
}
