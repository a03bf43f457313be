/** Deposit accounts (/operator/deposit-accounts): one account with its entries and interest, and its statement. */
import { csvDownload } from '../../lib/client';
import { DAY } from '../../lib/days';
import { query } from '../../lib/query';
import { useApiQuery } from '../use-api';
import type { AddressFilters, ResponseOf } from './openapi';

const ACCOUNTS = '/operator/deposit-accounts';

export type DepositAccount = ResponseOf<'/operator/deposit-accounts/{depositAccountId}'>;
export type AccountStatement = ResponseOf<'/operator/deposit-accounts/{depositAccountId}/statement'>;
export type StatementBankPayment = NonNullable<AccountStatement['movements'][number]['instruction']>['bankPayments'][number];
/** A range of business days (YYYY-MM-DD); a missing or malformed end is the API's default. */
export type StatementRange = AddressFilters<'/operator/deposit-accounts/{depositAccountId}/statement'>;

const account = (depositAccountId: string) => `${ACCOUNTS}/${encodeURIComponent(depositAccountId)}`;
const days = ({ from = '', to = '' }: StatementRange) => ({ from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' });

export function useDepositAccount(depositAccountId: string) {
  return useApiQuery<DepositAccount>(account(depositAccountId));
}

/** The statement of a range (by default from the day it opened to today). */
export function useAccountStatement(depositAccountId: string, range: StatementRange) {
  return useApiQuery<AccountStatement>(`${account(depositAccountId)}/statement${query(days(range))}`);
}

export const accountStatementCsv = (depositAccountId: string, range: StatementRange) => csvDownload(`${account(depositAccountId)}/statement`, days(range));
