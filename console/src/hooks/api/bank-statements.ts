/**
 * Bank files received (/operator/bank-statements): the list, one statement with its entries, the entries in
 * suspense, the files in quarantine; uploading a file, resolving an entry and accepting a quarantined file.
 */
import { apiPostText, csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { BodyOf, ResponseOf } from './openapi';
import { staleAfter, submit } from './proposals';

const STATEMENTS = '/operator/bank-statements';
const UNMATCHED = `${STATEMENTS}/unmatched`;

export type BankStatementList = ResponseOf<'/operator/bank-statements'>;
export type StatementHeader = BankStatementList['statements'][number];
export type BankStatement = ResponseOf<'/operator/bank-statements/{bankStatementId}'>;
export type StatementEntry = BankStatement['entries'][number];
export type UnmatchedEntries = ResponseOf<'/operator/bank-statements/unmatched'>;
export type UploadResult = ResponseOf<'/operator/bank-statements', 'post'>;
export type Resolution = BodyOf<'/operator/bank-statements/entries/{entryId}/resolve'>;

export function useBankStatements(page: PageParams) {
  return useApiQuery<BankStatementList>(`${STATEMENTS}${query({ ...page })}`);
}

export const bankStatementsCsv = () => csvDownload(STATEMENTS);

export function useBankStatement(bankStatementId: string) {
  return useApiQuery<BankStatement>(`${STATEMENTS}/${encodeURIComponent(bankStatementId)}`);
}

export function useUnmatchedEntries(page: PageParams) {
  return useApiQuery<UnmatchedEntries>(`${UNMATCHED}${query({ ...page })}`);
}

export const unmatchedEntriesCsv = () => csvDownload(UNMATCHED);

/**
 * Uploads a bank file (camt.053, camt.054, pain.002), its text as application/xml: the statements, their entries
 * and the client-money accounts' last statement read load again.
 */
export function useUploadBankFile() {
  return useApiMutation(
    async (file: Blob) => apiPostText<UploadResult>(STATEMENTS, await file.text(), 'application/xml'),
    () => [STATEMENTS, '/operator/bank-accounts'],
  );
}

/**
 * Resolves an entry in suspense (returned to sender, or allocated to a partner): the entries load again. Under four
 * eyes an allocation is a proposal (202): the entry stays in suspense until another admin approves it.
 */
export function useResolveEntry() {
  return useApiMutation(
    ({ entryId, resolution }: { entryId: string; resolution: Resolution }) =>
      submit<ResponseOf<'/operator/bank-statements/entries/{entryId}/resolve', 'post'>>('POST', `${STATEMENTS}/entries/${encodeURIComponent(entryId)}/resolve`, resolution),
    (_vars, result) => staleAfter(result, [STATEMENTS]),
  );
}

const QUARANTINE = `${STATEMENTS}/quarantine`;

export type QuarantinedFiles = ResponseOf<'/operator/bank-statements/quarantine'>;
export type QuarantinedFile = QuarantinedFiles['files'][number];

/** The bank files in quarantine (docs/bank-files.md "Quarantine"): refused for their XSD only, waiting for two admins. */
export function useQuarantinedFiles(page: PageParams) {
  return useApiQuery<QuarantinedFiles>(`${QUARANTINE}${query({ ...page })}`);
}

export const quarantinedFilesCsv = () => csvDownload(QUARANTINE);

/** Accepts a quarantined file for booking, with a reason: under four eyes a proposal (202), booked when another admin approves it. */
export function useAcceptQuarantinedFile() {
  return useApiMutation(
    ({ quarantinedFileId, reason }: { quarantinedFileId: string; reason: string }) =>
      submit<ResponseOf<'/operator/bank-statements/quarantine/{quarantinedFileId}/accept', 'post'>>('POST', `${QUARANTINE}/${encodeURIComponent(quarantinedFileId)}/accept`, {
        reason,
      } satisfies BodyOf<'/operator/bank-statements/quarantine/{quarantinedFileId}/accept'>),
    (_vars, result) => staleAfter(result, [STATEMENTS]),
  );
}
