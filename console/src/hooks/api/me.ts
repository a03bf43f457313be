/** Who is signed in (GET /operator/me): the key's name and role, checked at sign-in and when a tab reopens. */
import { operatorApi, type ResponseOf } from './openapi';

export type Operator = ResponseOf<'/operator/me'>;

/** The operator of `key` (by default the key kept for this tab); 401 when it is not accepted. */
export async function fetchCurrentOperator(key?: string): Promise<Operator> {
  return (await operatorApi.call('get', '/operator/me', { key })).body;
}
