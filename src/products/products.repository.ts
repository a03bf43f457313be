/**
 * SQL for the catalogue: its revision and lock, products, issues, issue versions
 * and their documents, the whole catalogue as the Product Catalog API reads it,
 * and the product facts other contexts read (products.ts, the public module). Institutions and
 * document versions have repositories of their own.
 */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../database.js';
import { executePrepared } from '../platform/prepared-statements.js';
import type { InstitutionDocumentRow, InstitutionRow } from './institutions.repository.js';
import type { ProductsTables } from './products.tables.js';

export type ProductRow = Selectable<ProductsTables['products']>;
export type IssueRow = Selectable<ProductsTables['product_issues']>;
export type IssueVersionRow = Selectable<ProductsTables['product_issue_versions']>;
export type AttachmentRow = Selectable<ProductsTables['product_issue_version_documents']>;

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

// ---------------------------------------------------------------- products

export async function findProduct(db: Db, productId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
}

/** Whether there is any product at all. */
export async function anyProductExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('products').select('product_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Locks the product row for the rest of the transaction: changes to one product are serialised. */
export async function findProductForUpdate(db: Db, productId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).forUpdate().executeTakeFirst();
}

export async function insertProduct(db: Db, row: Insertable<ProductsTables['products']>): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProductEditableFields(db: Db, productId: string, changes: { name: string; offered_to_roles: string[]; updated_at: Date }): Promise<void> {
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
  return db.selectFrom('product_issues').selectAll().where('product_id', '=', productId).where('issue_number', '=', issueNumber).executeTakeFirst();
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
  return db.selectFrom('product_issue_versions').selectAll().where('product_id', '=', productId).where('issue_number', '=', issueNumber).orderBy('version_number').execute();
}

export async function insertIssueVersion(db: Db, row: IssueVersionRow): Promise<void> {
  await db.insertInto('product_issue_versions').values(row).execute();
}

// ---------------------------------------------------------------- documents attached to issue versions

/** Sets the document of a type on an issue version (replacing any of that type). */
export async function attachDocument(db: Db, row: AttachmentRow): Promise<void> {
  await db
    .insertInto('product_issue_version_documents')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['product_id', 'issue_number', 'version_number', 'document_type']).doUpdateSet({ document_id: row.document_id, document_version: row.document_version }),
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

// ---------------------------------------------------------------- the whole catalogue

export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [institutions, products, issues, versions, attachments, institutionDocuments] = await Promise.all([
    db.selectFrom('financial_institutions').selectAll().execute(),
    db.selectFrom('products').selectAll().orderBy('product_id').execute(),
    db.selectFrom('product_issues').selectAll().orderBy('product_id').orderBy('issue_number').execute(),
    db.selectFrom('product_issue_versions').selectAll().orderBy('product_id').orderBy('issue_number').orderBy('version_number').execute(),
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

// ---------------------------------------------------------------- what instruction processing and settlement read

/** The product columns a deposit's rules and settlement need, with its institution's cut-off. */
export type ProductTermsRow = Pick<
  ProductRow,
  | 'product_id'
  | 'product_term_type'
  | 'term_length'
  | 'term_length_unit'
  | 'notice_length'
  | 'notice_length_unit'
  | 'currency_code'
  | 'offered_to_roles'
  | 'financial_institution_id'
> & { payment_batch_cutoff_time_utc: string };

export async function findProductTerms(db: Db, productIds: string[]): Promise<ProductTermsRow[]> {
  return db
    .selectFrom('products as p')
    .innerJoin('financial_institutions as f', 'f.financial_institution_id', 'p.financial_institution_id')
    .select([
      'p.product_id',
      'p.product_term_type',
      'p.term_length',
      'p.term_length_unit',
      'p.notice_length',
      'p.notice_length_unit',
      'p.currency_code',
      'p.offered_to_roles',
      'p.financial_institution_id',
      'f.payment_batch_cutoff_time_utc',
    ])
    .where('p.product_id', 'in', productIds)
    .execute();
}

export type CurrentIssueVersionRow = Pick<IssueRow, 'product_id' | 'issue_number' | 'current_version'> &
  Pick<IssueVersionRow, 'is_closed_to_new_accounts' | 'deposit_minimum_minor' | 'deposit_maximum_minor'>;

/** Each wanted issue of the products with its current version's terms (every product × issue number pair that exists). */
export async function findCurrentIssueVersions(db: Db, productIds: string[], issueNumbers: number[]): Promise<CurrentIssueVersionRow[]> {
  return db
    .selectFrom('product_issues as i')
    .innerJoin('product_issue_versions as v', (join) =>
      join.onRef('v.product_id', '=', 'i.product_id').onRef('v.issue_number', '=', 'i.issue_number').onRef('v.version_number', '=', 'i.current_version'),
    )
    .select(['i.product_id', 'i.issue_number', 'i.current_version', 'v.is_closed_to_new_accounts', 'v.deposit_minimum_minor', 'v.deposit_maximum_minor'])
    .where('i.product_id', 'in', productIds)
    .where('i.issue_number', 'in', issueNumbers)
    .execute();
}
