/**
 * The sandbox's bank details, so that it can pay from day one: the platform's
 * client-money accounts in GBP, EUR and USD, and a receiving account of each
 * sandbox institution in each currency it offers products in, every one with
 * its acknowledgement letter countersigned (dated the day the sandbox first
 * started). Fictional banks (SBOX, NRTH, ...) with IBANs whose check digits are
 * real. Production seeds none: the operator sets them (docs/bank-accounts.md).
 */
import type { AccountWrite, BankingService } from '../banking/banking.service.js';
import type { Clock } from '../platform/clock.js';
import { type Currency } from '../platform/currency.js';

const PLATFORM_BANK = { bankName: 'Sandbox Clearing Bank plc', bic: 'SBOXGB2L' };

const HUB_ACCOUNTS: Record<Currency, AccountWrite> = {
  GBP: { accountName: 'Savings Platform Ltd Client Money Account', ...PLATFORM_BANK, sortCode: '60-00-01', accountNumber: '10000001', iban: 'GB66SBOX60000110000001' },
  EUR: { accountName: 'Savings Platform Ltd Client Money Account EUR', ...PLATFORM_BANK, iban: 'GB39SBOX60000110000002' },
  USD: { accountName: 'Savings Platform Ltd Client Money Account USD', ...PLATFORM_BANK, iban: 'GB12SBOX60000110000003' },
};

/** Each sandbox institution's receiving accounts, in the currencies of its products (src/sandbox/catalogue.ts). */
const INSTITUTION_ACCOUNTS: { institution: string; currency: Currency; account: AccountWrite }[] = [
  {
    institution: 'NORTHBANK',
    currency: 'GBP',
    account: { accountName: 'Northbank plc Deposits', bankName: 'Northbank plc', sortCode: '30-90-01', accountNumber: '20000001', iban: 'GB49NRTH30900120000001', bic: 'NRTHGB2L' },
  },
  {
    institution: 'TYNESAVE',
    currency: 'GBP',
    account: {
      accountName: 'Tyne Savings Bank Deposits',
      bankName: 'Tyne Savings Bank Limited',
      sortCode: '30-91-01',
      accountNumber: '20000002',
      iban: 'GB06TYNE30910120000002',
      bic: 'TYNEGB21',
    },
  },
  {
    institution: 'HARBOUR',
    currency: 'GBP',
    account: {
      accountName: 'Harbour Bank Deposits',
      bankName: 'Harbour Bank Limited',
      sortCode: '40-12-34',
      accountNumber: '20000003',
      iban: 'GB61HRBR40123420000003',
      bic: 'HRBRGB2L',
    },
  },
  {
    institution: 'HARBOUR',
    currency: 'EUR',
    account: { accountName: 'Harbour Bank Deposits EUR', bankName: 'Harbour Bank Limited', iban: 'GB34HRBR40123420000004', bic: 'HRBRGB2L' },
  },
  {
    institution: 'HARBOUR',
    currency: 'USD',
    account: { accountName: 'Harbour Bank Deposits USD', bankName: 'Harbour Bank Limited', iban: 'GB07HRBR40123420000005', bic: 'HRBRGB2L' },
  },
  { institution: 'MERIDIAN', currency: 'EUR', account: { accountName: 'Meridian Bank Deposits', bankName: 'Meridian Bank S.A.', iban: 'LU710190000200000061', bic: 'MRDNLULL' } },
  {
    institution: 'ALBION',
    currency: 'GBP',
    account: {
      accountName: 'Albion Islamic Bank Deposits',
      bankName: 'Albion Islamic Bank plc',
      sortCode: '23-45-67',
      accountNumber: '20000007',
      iban: 'GB85ALBN23456720000007',
      bic: 'ALBNGB2L',
    },
  },
];

/**
 * Sets the sandbox's bank details, through the operator's own service: each
 * account only where none is set (a restart keeps what the operator has
 * changed since, and a catalogue loaded later gets its institutions'
 * accounts). An institution not in the catalogue (an operator's own
 * catalogue loaded instead of the sandbox's) is skipped. Answers whether it
 * set any.
 */
export async function seedSandboxBankAccounts(platform: { banking: BankingService; clock: Clock }): Promise<boolean> {
  const acknowledgementCountersignedOn = platform.clock.now().toISOString().slice(0, 10);
  const hubs = new Set((await platform.banking.listHubAccounts()).map((h) => h.currencyCode));
  let seeded = false;
  for (const [currency, account] of Object.entries(HUB_ACCOUNTS) as [Currency, AccountWrite][]) {
    if (hubs.has(currency)) continue;
    await platform.banking.setHubAccount(currency, { ...account, acknowledgementCountersignedOn });
    seeded = true;
  }
  const present = new Map((await platform.banking.listInstitutions()).map((i) => [i.financialInstitutionId, new Set(i.accounts.map((a) => a.currencyCode))]));
  for (const { institution, currency, account } of INSTITUTION_ACCOUNTS) {
    const has = present.get(institution);
    if (!has || has.has(currency)) continue;
    await platform.banking.setInstitutionAccount(institution, currency, { ...account, acknowledgementCountersignedOn });
    seeded = true;
  }
  return seeded;
}
