/**
 * The institutions (banks) behind the products, and the documents each one
 * publishes.
 *
 * Why it works this way:
 * - An institution change (its own fields or its documents) is the next
 *   financialInstitutionVersion, written under a guard on the version read, and
 *   moves dateLastUpdatedUTC of each of its products.
 * - An institution carries its own documents (one per type, the current
 *   version only: what it publishes now).
 */
import type { AuditRecorder } from '../audit/audit.js';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Db, Tx } from '../database.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { decodeContents, type DocumentRef, type StoredDocument, storeDocument } from './documents.js';
import {
  attachInstitutionDocument,
  bumpInstitutionVersion,
  detachInstitutionDocument,
  findInstitution,
  insertInstitution,
  type InstitutionRow,
  listInstitutionDocuments,
  updateInstitutionIfVersion,
} from './institutions.repository.js';
import { bumpCatalogueRevision, lockCatalogue, touchInstitutionProducts } from './products.repository.js';
import { invalid } from './products.rules.js';
import type { InstitutionDocumentUpload, InstitutionInput } from './products.schemas.js';

export interface InstitutionsDeps {
  db: Db;
  clock: Clock;
  /** The cut-off an institution gets when it names none. */
  config: Pick<Config, 'batchCutoffUtc'>;
}

export interface StoredInstitutionDocument extends StoredDocument {
  financialInstitutionId: string;
  /** The institution's version after the upload (a changed document is a new institution version). */
  financialInstitutionVersion: number;
}

/** Creates the institution, or writes its changes as the next institution version. */
export async function upsertInstitution(deps: InstitutionsDeps, id: string, input: InstitutionInput, audit?: AuditRecorder): Promise<{ created: boolean; version: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const before = await findInstitution(trx, id);
    const outcome = await upsertInstitutionIn(trx, deps, id, input);
    if (outcome.changed) {
      await bumpCatalogueRevision(trx);
      await audit?.(trx, { objectType: 'institution', objectId: id, before: before ?? null, after: (await findInstitution(trx, id)) ?? null });
    }
    return { created: outcome.created, version: outcome.version };
  });
}

/** upsertInstitution inside the caller's transaction, which holds the catalogue lock and bumps the revision. */
export async function upsertInstitutionIn(
  trx: Tx,
  deps: Pick<InstitutionsDeps, 'clock' | 'config'>,
  id: string,
  input: InstitutionInput,
): Promise<{ created: boolean; changed: boolean; version: number }> {
  const now = deps.clock.now();
  const fields = {
    name: input.financialInstitutionName,
    short_name: input.financialInstitutionShortName,
    institution_type: input.financialInstitutionType ?? 'Bank',
    group_id: input.financialInstitutionGroupId,
    payment_batch_cutoff_time_utc: input.paymentBatchCutoffTimeUTC ?? deps.config.batchCutoffUtc,
    is_fscs_protected: input.isFscsProtected,
    is_sharia: input.isSharia ?? false,
    country_code: input.countryCode,
  };
  const existing = await findInstitution(trx, id);
  if (!existing) {
    await insertInstitution(trx, { financial_institution_id: id, financial_institution_version: 1, ...fields, created_at: now, updated_at: now });
    return { created: true, changed: true, version: 1 };
  }
  const unchanged = (Object.keys(fields) as (keyof typeof fields)[]).every((k) => existing[k] === fields[k]);
  if (unchanged) return { created: false, changed: false, version: existing.financial_institution_version };
  const updated = await updateInstitutionIfVersion(trx, id, existing.financial_institution_version, { ...fields, updated_at: now });
  if (!updated) throw new AppError('VersionConflict', `Institution ${id} was changed by someone else at the same time; retry.`);
  await touchInstitutionProducts(trx, id, now);
  return { created: false, changed: true, version: existing.financial_institution_version + 1 };
}

/**
 * Sets documents of an institution, one per type: `replaceAll` also removes
 * the types not given (a catalogue file lists them all). A change is a new
 * institution version (unless the caller already made one in this
 * transaction) and moves dateLastUpdatedUTC of its products.
 */
export async function setInstitutionDocumentsIn(
  trx: Tx,
  clock: Clock,
  institution: InstitutionRow,
  documents: DocumentRef[],
  options: { replaceAll: boolean; versionAlreadyBumped: boolean },
): Promise<{ changed: boolean; version: number }> {
  const id = institution.financial_institution_id;
  const current = new Map((await listInstitutionDocuments(trx, id)).map((d) => [d.document_type, d]));
  let changed = false;
  for (const doc of documents) {
    const held = current.get(doc.documentType);
    if (held && held.document_id === doc.documentId && held.document_version === doc.documentVersion) continue;
    await attachInstitutionDocument(trx, {
      financial_institution_id: id,
      document_type: doc.documentType,
      document_id: doc.documentId,
      document_version: doc.documentVersion,
    });
    changed = true;
  }
  if (options.replaceAll) {
    const wanted = new Set(documents.map((d) => d.documentType));
    for (const type of current.keys()) {
      if (wanted.has(type)) continue;
      await detachInstitutionDocument(trx, id, type);
      changed = true;
    }
  }
  let version = institution.financial_institution_version;
  if (!changed) return { changed, version };
  const now = clock.now();
  if (!options.versionAlreadyBumped) {
    if (!(await bumpInstitutionVersion(trx, id, version, now))) {
      throw new AppError('VersionConflict', `Institution ${id} was changed by someone else at the same time; retry.`);
    }
    version++;
  }
  await touchInstitutionProducts(trx, id, now);
  return { changed, version };
}

/** Uploads a document version for an institution and makes it the institution's document of its type. */
export async function uploadInstitutionDocument(
  deps: Pick<InstitutionsDeps, 'db' | 'clock'>,
  institutionId: string,
  input: InstitutionDocumentUpload,
  audit?: AuditRecorder,
): Promise<StoredInstitutionDocument> {
  const errors: FieldError[] = [];
  const contents = decodeContents(input, '', errors);
  if (errors.length) throw invalid(errors);
  return deps.db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const institution = await findInstitution(trx, institutionId);
    if (!institution) throw new AppError('NotFound', `There is no institution ${institutionId}.`);
    const documentId = input.documentId ?? `${institutionId}-${input.documentType}`;
    const stored = await storeDocument(trx, deps.clock, documentId, input, contents, 'documentId');
    const outcome = await setInstitutionDocumentsIn(trx, deps.clock, institution, [stored], { replaceAll: false, versionAlreadyBumped: false });
    if (stored.created || outcome.changed) {
      await bumpCatalogueRevision(trx);
      await audit?.(trx, {
        objectType: 'institution',
        objectId: institutionId,
        before: { version: institution.financial_institution_version },
        after: { version: outcome.version, document: { documentId: stored.documentId, documentType: stored.documentType, documentVersion: stored.documentVersion } },
      });
    }
    return { ...stored, financialInstitutionId: institutionId, financialInstitutionVersion: outcome.version };
  });
}
