/** The operator API's shapes of the bank files in quarantine (TypeBox) and their JSON (docs/bank-files.md "Quarantine"). */
import { type Static, Type } from '@sinclair/typebox';
import { CountedPagingFields } from '../platform/paging.js';
import { formatDateTime } from '../platform/time.js';
import type { QuarantineRow } from './quarantine.repository.js';

const Nullable = (description: string) => Type.Union([Type.String({ description }), Type.Null()]);

const SchemaProblemSchema = Type.Object(
  {
    line: Type.Union([Type.Integer(), Type.Null()], { description: 'The line of the file, where the XSD validator gives one.' }),
    message: Type.String({ description: "The validator's message (libxml2), namespaces cut: \"Element 'Ustrd': [facet 'maxLength'] The value … has a length of '204'…\"." }),
  },
  { title: 'BankFileSchemaProblem' },
);

const quarantinedFileFields = {
  quarantinedFileId: Type.String({ description: 'The id the upload’s 422 named.' }),
  sha256: Type.String({ description: 'SHA-256 of the file’s bytes, hex: the same file uploaded again is this one.' }),
  messageVersion: Type.String({ description: 'e.g. camt.053.001.08.', example: 'camt.053.001.08' }),
  schemaProblemCount: Type.Integer({ description: 'How many problems the official XSD found.' }),
  firstSchemaProblem: Type.String({ description: 'The first of them, with its line.' }),
  uploadedBy: Type.String({ description: 'The operator who uploaded it (first).' }),
  uploadedAtUtc: Type.String({ description: 'When it was first uploaded.' }),
  status: Type.Union([Type.Literal('quarantined'), Type.Literal('accepted')], {
    description: 'quarantined: refused, nothing booked, waiting; accepted: two admins accepted it and it was booked (bookedStatementIds).',
  }),
  acceptedReason: Nullable('Why it was accepted.'),
  acceptedProposedBy: Nullable('The admin who proposed accepting it.'),
  acceptedBy: Nullable('The admin who approved it (the same as acceptedProposedBy with FOUR_EYES off).'),
  acceptedAtUtc: Nullable('When it was booked.'),
  bookedStatementIds: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'The bank statements it was booked as (GET /operator/bank-statements/{id}).' }),
};

export const QuarantinedFileSchema = Type.Object(quarantinedFileFields, {
  title: 'QuarantinedBankFile',
  description: 'A bank file refused for breaking its official XSD but otherwise readable, kept until two admins accept it for booking.',
});

export const QuarantinedFileDetailSchema = Type.Object(
  {
    ...quarantinedFileFields,
    schemaProblems: Type.Array(SchemaProblemSchema, { description: 'Every problem the XSD found (the first 1000; schemaProblemCount says how many there were).' }),
  },
  { title: 'QuarantinedBankFileDetail', description: 'A quarantined bank file with every schema problem.' },
);

export const QuarantinedFileListSchema = Type.Object({ files: Type.Array(QuarantinedFileSchema), ...CountedPagingFields }, { title: 'QuarantinedBankFileList' });

export const QuarantineAcceptanceSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why the file may be booked despite its XSD (what was checked with the bank).' }) },
  { title: 'QuarantinedBankFileAcceptance', additionalProperties: false },
);

const problemText = (p: { line: number | null; message: string }) => (p.line === null ? p.message : `line ${p.line}: ${p.message}`);

export function quarantinedFileToJson(row: QuarantineRow): Static<typeof QuarantinedFileSchema> {
  return {
    quarantinedFileId: row.quarantined_file_id,
    sha256: row.file_sha256,
    messageVersion: row.message_version,
    schemaProblemCount: row.schema_problem_count,
    firstSchemaProblem: row.schema_problems.length > 0 ? problemText(row.schema_problems[0]) : '',
    uploadedBy: row.uploaded_by,
    uploadedAtUtc: formatDateTime(row.uploaded_at),
    status: row.status,
    acceptedReason: row.accepted_reason,
    acceptedProposedBy: row.accepted_proposed_by,
    acceptedBy: row.accepted_by,
    acceptedAtUtc: row.accepted_at ? formatDateTime(row.accepted_at) : null,
    bookedStatementIds: row.booked_statement_ids,
  };
}

export function quarantinedFileDetailToJson(row: QuarantineRow): Static<typeof QuarantinedFileDetailSchema> {
  return { ...quarantinedFileToJson(row), schemaProblems: row.schema_problems.map((p) => ({ line: p.line, message: p.message })) };
}
