/** Builders for catalogue test data: valid defaults, changed per test. */
import { randomBytes } from 'node:crypto';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function newInstitution(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    financialInstitutionName: 'Test Bank plc',
    financialInstitutionShortName: 'Test Bank',
    financialInstitutionType: 'Bank',
    financialInstitutionGroupId: 'TEST-GROUP',
    paymentBatchCutoffTimeUTC: '14:00',
    isFscsProtected: true,
    isSharia: false,
    countryCode: 'GBR',
    ...overrides,
  };
}

export function newFixedTermProduct(institutionId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productName: '12 Month Fixed Rate Bond',
    financialInstitutionId: institutionId,
    productTermType: 'FixedTerm',
    termLength: 12,
    termLengthUnit: 'Month',
    noticeLength: 0,
    noticeLengthUnit: 'NoNotice',
    currencyCode: 'GBP',
    interestPaidType: 'AtMaturity',
    interestPaysFrequency: 'Year',
    offeredToRoles: [],
    ...overrides,
  };
}

export function newIssue(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ratePercent: 4.5, depositPerAccountMinimum: 1000, depositPerAccountMaximum: 100000, ...overrides };
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function pdfDocument(documentId: string, documentType: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documentId,
    documentType,
    title: `${documentType} ${documentId}`,
    contents: [{ contentType: 'application/pdf', data: PDF_BYTES.toString('base64') }],
    ...extra,
  };
}
