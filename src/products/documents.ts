/**
 * Catalogue documents (terms, key facts, ...): immutable versions of bytes in
 * one or more media types, stored once and referred to by institutions and
 * issue versions.
 *
 * Why it works this way:
 * - A document version never changes: storing the same bytes again reuses the
 *   latest version, other bytes make the next version, and a version given
 *   explicitly (a catalogue file) must either match what is stored or be the
 *   next one.
 * - A document id keeps its document type for life.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../platform/clock.js';
import type { Tx } from '../database.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { findDocument, findLatestDocument, insertDocumentVersion, listContentTypes } from './documents.repository.js';
import { invalid } from './products.rules.js';
import type { DocumentInput } from './products.schemas.js';

/** One media type of a document, decoded from base64. */
export interface DocumentContent {
  contentType: string;
  bytes: Uint8Array;
}

/** A stored document version, as institutions and issue versions refer to it. */
export interface DocumentRef {
  documentId: string;
  documentVersion: number;
  documentType: string;
}

export interface StoredDocument {
  documentId: string;
  documentVersion: number;
  documentType: string;
  contentTypes: string[];
  created: boolean;
}

function contentHash(documentType: string, contents: DocumentContent[]): string {
  const hash = createHash('sha256').update(documentType);
  for (const content of contents) hash.update('\u0000').update(content.contentType).update('\u0000').update(content.bytes);
  return hash.digest('hex');
}

/** Decodes a document's contents, adding a field error for a repeated media type or empty data. */
export function decodeContents(input: DocumentInput, prefix: string, errors: FieldError[]): DocumentContent[] {
  const seen = new Set<string>();
  const contents: DocumentContent[] = [];
  for (const [index, content] of input.contents.entries()) {
    const contentType = content.contentType.toLowerCase();
    if (seen.has(contentType)) errors.push({ field: `${prefix}contents[${index}].contentType`, reason: 'duplicate' });
    seen.add(contentType);
    const bytes = Buffer.from(content.data.replace(/\s+/g, ''), 'base64');
    if (bytes.length === 0) errors.push({ field: `${prefix}contents[${index}].data`, reason: 'format' });
    contents.push({ contentType, bytes });
  }
  return contents;
}

/** Stores the document as its next version unless the latest version has the same bytes. */
export async function storeDocument(
  trx: Tx,
  clock: Clock,
  documentId: string,
  input: DocumentInput,
  contents: DocumentContent[],
  field: string,
  explicitVersion?: number,
): Promise<StoredDocument> {
  const hash = contentHash(input.documentType, contents);
  if (explicitVersion !== undefined) {
    const stored = await findDocument(trx, documentId, explicitVersion);
    if (stored) {
      if (stored.content_hash !== hash) {
        throw new AppError('Conflict', `Version ${explicitVersion} of document ${documentId} is already stored with other content; document versions never change.`);
      }
      return {
        documentId,
        documentVersion: explicitVersion,
        documentType: stored.document_type,
        contentTypes: await listContentTypes(trx, documentId, explicitVersion),
        created: false,
      };
    }
  }
  const latest = await findLatestDocument(trx, documentId);
  if (explicitVersion !== undefined && explicitVersion !== (latest?.document_version ?? 0) + 1) {
    throw invalid([{ field: field.replace(/documentId$/, 'documentVersion'), reason: 'range' }], `Document ${documentId} would skip a version; the request`);
  }
  if (latest && latest.document_type !== input.documentType) {
    throw invalid([{ field, reason: 'duplicate' }], `Document ${documentId} is a ${latest.document_type}, not a ${input.documentType}; the request`);
  }
  if (latest && latest.content_hash === hash && explicitVersion === undefined) {
    return {
      documentId,
      documentVersion: latest.document_version,
      documentType: latest.document_type,
      contentTypes: await listContentTypes(trx, documentId, latest.document_version),
      created: false,
    };
  }
  const version = (latest?.document_version ?? 0) + 1;
  await insertDocumentVersion(
    trx,
    { document_id: documentId, document_version: version, document_type: input.documentType, title: input.title, content_hash: hash, created_at: clock.now() },
    contents,
  );
  return { documentId, documentVersion: version, documentType: input.documentType, contentTypes: contents.map((c) => c.contentType), created: true };
}

/** Resolves document references (of an issue version or an institution): each must exist, one per type. */
export async function resolveDocuments(trx: Tx, refs: { documentId: string; documentVersion?: number }[], prefix: string, errors: FieldError[]): Promise<DocumentRef[]> {
  const resolved: DocumentRef[] = [];
  const types = new Set<string>();
  for (const [index, ref] of refs.entries()) {
    const row = ref.documentVersion === undefined ? await findLatestDocument(trx, ref.documentId) : await findDocument(trx, ref.documentId, ref.documentVersion);
    if (!row) {
      errors.push({ field: `${prefix}documents[${index}].documentId`, reason: 'enum' });
      continue;
    }
    if (types.has(row.document_type)) {
      errors.push({ field: `${prefix}documents[${index}].documentId`, reason: 'duplicate' });
      continue;
    }
    types.add(row.document_type);
    resolved.push({ documentId: row.document_id, documentVersion: row.document_version, documentType: row.document_type });
  }
  return resolved;
}
