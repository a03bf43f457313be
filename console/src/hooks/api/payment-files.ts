/** Payment files (/operator/payment-files): the pain.001 files issued, one file's lines, the payments held back. */
import { api, csvDownload, type Download } from '../../lib/client';
import { query } from '../../lib/query';
import { useApiMutation, useApiQuery } from '../use-api';
import type { PageParams } from '../use-list-filters';
import type { ResponseOf } from './openapi';

const FILES = '/operator/payment-files';
const HELD = `${FILES}/held`;

export type PaymentFileList = ResponseOf<'/operator/payment-files'>;
export type PaymentFile = ResponseOf<'/operator/payment-files/{paymentFileId}'>;
export type HeldPayment = ResponseOf<'/operator/payment-files/held'>['heldPayments'][number];

const file = (paymentFileId: string) => `${FILES}/${encodeURIComponent(paymentFileId)}`;

export function usePaymentFiles(page: PageParams) {
  return useApiQuery<PaymentFileList>(`${FILES}${query({ ...page })}`);
}

export const paymentFilesCsv = () => csvDownload(FILES);

export function usePaymentFile(paymentFileId: string) {
  return useApiQuery<PaymentFile>(file(paymentFileId));
}

/** The file itself, as the bank receives it. */
export const paymentFileXml = (paymentFileId: string): Download => ({ path: file(paymentFileId), accept: 'application/xml' });

export const heldPaymentsCsv = () => csvDownload(HELD);

export function useHeldPayments() {
  return useApiQuery<ResponseOf<'/operator/payment-files/held'>>(HELD);
}

/** Releases a held payment for the next payment run: the held payments load again. */
export function useReleaseHeldPayment() {
  return useApiMutation(
    (paymentItemId: string) => api<ResponseOf<'/operator/payment-files/held/{paymentItemId}/release', 'post'>>('POST', `${HELD}/${encodeURIComponent(paymentItemId)}/release`),
    () => [FILES],
  );
}
