/** Who is signed in (GET /operator/me): the key's name and role, checked at sign-in and when a tab reopens. */
import { api } from '../../lib/client';
import type { ResponseOf } from './openapi';

export type Operator = ResponseOf<'/operator/me'>;

/** The operator of `key` (by default the key kept for this tab); 401 when it is not accepted. */
export function fetchCurrentOperator(key?: string): Promise<Operator> {
  return api<Operator>('GET', '/operator/me', undefined, key);
}
