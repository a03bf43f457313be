/** Operator keys (/operator/operator-keys): who may use the operator API; creating one (shown once) and revoking. */
import { csvDownload } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { BodyOf, ResponseOf } from './openapi';
import { staleAfter, submit } from './proposals';

const KEYS = '/operator/operator-keys';

export type OperatorKeyList = ResponseOf<'/operator/operator-keys'>;
export type OperatorKey = OperatorKeyList['operatorKeys'][number];
export type CreatedOperatorKey = ResponseOf<'/operator/operator-keys', 'post'>;
export type NewOperatorKey = BodyOf<'/operator/operator-keys'>;

/** The keys, 50 a page; the revoked ones too when asked. */
export function useOperatorKeys({ includeRevoked, pageNumber }: { includeRevoked: boolean; pageNumber: number }) {
  return useApiQuery<OperatorKeyList>(`${KEYS}${query({ includeRevoked, pageNumber, pageSize: 50 })}`);
}

export const operatorKeysCsv = ({ includeRevoked }: { includeRevoked: boolean }) => csvDownload(KEYS, { includeRevoked });

/** A new key (201, its key shown once); an admin key under four eyes is a proposal (202) and no key exists yet. */
export function useCreateOperatorKey() {
  return useApiMutation(
    (body: NewOperatorKey) => submit<CreatedOperatorKey>('POST', KEYS, body),
    (_vars, result) => staleAfter(result, [KEYS]),
  );
}

/** A viewer key is revoked at once (200); an admin key's revocation under four eyes is a proposal (202): the key still works until approved. */
export function useRevokeOperatorKey() {
  return useApiMutation(
    (operatorKeyId: string) => submit<OperatorKey>('DELETE', `${KEYS}/${encodeURIComponent(operatorKeyId)}`),
    (_vars, result) => staleAfter(result, [KEYS]),
  );
}
