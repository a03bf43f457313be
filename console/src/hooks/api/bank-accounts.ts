/** The platform's client-money accounts (GET /operator/bank-accounts), each with the last statement read. */
import { useApiQuery } from '../use-api';
import type { ResponseOf } from './openapi';

export type ClientMoneyAccounts = ResponseOf<'/operator/bank-accounts'>;
export type ClientMoneyAccount = ClientMoneyAccounts['accounts'][number];

export function useClientMoneyAccounts() {
  return useApiQuery<ClientMoneyAccounts>('/operator/bank-accounts');
}
