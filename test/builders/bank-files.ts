/**
 * Builders for the ISO 20022 writers' input (src/iso20022/): one set of
 * defaults, a realistic day of the platform's money (the GBP client-money
 * account paying institutions and clients), each overridable.
 */
import type {
  BankAccount,
  Camt053Input,
  Camt054Input,
  CreditTransferInput,
  EntryInput,
  Pain001Input,
  Pain002Input,
  PaymentCurrency,
  PaymentInformationInput,
  StatementInput,
} from '../../src/iso20022/iso20022.js';

/** An IBAN with its check digits computed (ISO 13616): `country` + check + `bban`. */
export function ibanOf(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const remainder = BigInt(digits) % 97n;
  return `${country}${String(98n - remainder).padStart(2, '0')}${bban}`;
}

/** The platform's GBP client-money account, by sort code and number. */
export const HUB_GBP: BankAccount = { form: 'sort-code-and-number', sortCode: '200000', accountNumber: '55779911' };
/** The platform's EUR and USD client-money accounts: IBAN and BIC. */
export const HUB_EUR: BankAccount = { form: 'iban', iban: ibanOf('GB', 'BUKB20201555555555'), bic: 'BUKBGB22' };
export const HUB_USD: BankAccount = { form: 'iban', iban: ibanOf('GB', 'BUKB20201566666666'), bic: 'BUKBGB22' };
export const HUB: Record<PaymentCurrency, BankAccount> = { GBP: HUB_GBP, EUR: HUB_EUR, USD: HUB_USD };
/** The platform's address as its EUR payments from a GB account name it (the EPC's rule for non-EEA participants). */
export const HUB_ADDRESS = { country: 'GB', townName: 'London', postCode: 'EC2R 8AH', addressLines: ['1 Threadneedle Street'] };

/** A distinct destination account number `n` in each form. */
export function creditorAccount(form: BankAccount['form'], n: number, currency: PaymentCurrency = 'GBP'): BankAccount {
  const number = String(10_000_000 + n).slice(-8);
  switch (form) {
    case 'sort-code-and-number':
      return { form, sortCode: '601613', accountNumber: number };
    case 'bban':
      return { form, bban: `NWBK601613${number}` };
    case 'iban':
      return currency === 'GBP' ? { form, iban: ibanOf('GB', `NWBK601613${number}`) } : { form, iban: ibanOf('DE', `37040044${String(n).padStart(10, '0')}`), bic: 'COBADEFFXXX' };
  }
}

export function newTransfer(
  n: number,
  overrides: Partial<CreditTransferInput> = {},
  form: BankAccount['form'] = 'sort-code-and-number',
  currency: PaymentCurrency = 'GBP',
): CreditTransferInput {
  return {
    endToEndId: `E2E-20261126-${String(n).padStart(6, '0')}`,
    amountMinor: 100_00n + BigInt(n),
    creditor: { name: `Institution ${n}`, account: creditorAccount(form, n, currency) },
    remittance: `SAVINGS ${String(n).padStart(6, '0')}`,
    ...overrides,
  };
}

export function newPaymentInformation(overrides: Partial<PaymentInformationInput> = {}): PaymentInformationInput {
  const currency = overrides.currency ?? 'GBP';
  return {
    paymentInformationId: `PMT-20261126-${currency}`,
    executionDate: '2026-11-27',
    currency,
    debtor: { name: 'Savings Platform Client Money', account: HUB[currency], ...(currency === 'EUR' ? { address: HUB_ADDRESS } : {}) },
    transfers: [newTransfer(1, {}, currency === 'GBP' ? 'sort-code-and-number' : 'iban', currency)],
    ...overrides,
  };
}

export function newPain001(overrides: Partial<Pain001Input> = {}): Pain001Input {
  return {
    messageId: 'MSG-20261126-0001',
    createdAt: new Date('2026-11-26T16:30:00Z'),
    initiatingParty: { name: 'Savings Platform Ltd' },
    paymentInformation: [newPaymentInformation()],
    ...overrides,
  };
}

export function newEntry(overrides: Partial<EntryInput> = {}): EntryInput {
  return { amountMinor: 250_00n, creditDebit: 'CRDT', bookingDate: '2026-11-26', valueDate: '2026-11-26', ...overrides };
}

export function newStatement(overrides: Partial<StatementInput> = {}): StatementInput {
  return {
    id: 'STMT-20261126-GBP',
    electronicSequenceNumber: 42n,
    createdAt: new Date('2026-11-26T22:00:00Z'),
    account: { account: HUB_GBP, currency: 'GBP' },
    openingBalance: { amountMinor: 1_000_000_00n, date: '2026-11-25' },
    closingDate: '2026-11-26',
    entries: [
      newEntry({
        amountMinor: 5_000_00n,
        creditDebit: 'CRDT',
        accountServicerReference: 'BANKREF-0001',
        transactions: [{ endToEndId: 'PARTNER-BATCH-77', remittance: 'BATCH 77', counterparty: { name: 'Partner Ltd', account: creditorAccount('sort-code-and-number', 77) } }],
      }),
      newEntry({
        amountMinor: 1_234_56n,
        creditDebit: 'DBIT',
        accountServicerReference: 'BANKREF-0002',
        transactions: [
          {
            endToEndId: 'E2E-20261126-000001',
            paymentInformationId: 'PMT-20261126-GBP',
            remittance: 'SAVINGS 000001',
            counterparty: { name: 'Institution 1', account: creditorAccount('iban', 1) },
          },
        ],
      }),
    ],
    ...overrides,
  };
}

export function newCamt053(overrides: Partial<Camt053Input> = {}): Camt053Input {
  return { messageId: 'BANK-STMT-20261126', createdAt: new Date('2026-11-26T22:00:00Z'), statements: [newStatement()], ...overrides };
}

export function newCamt054(overrides: Partial<Camt054Input> = {}): Camt054Input {
  const statement = newStatement();
  return {
    messageId: 'BANK-NTFN-20261126-1',
    createdAt: new Date('2026-11-26T12:00:00Z'),
    notifications: [{ id: 'NTFN-20261126-1', electronicSequenceNumber: 7n, createdAt: new Date('2026-11-26T12:00:00Z'), account: statement.account, entries: statement.entries }],
    ...overrides,
  };
}

export function newPain002(overrides: Partial<Pain002Input> = {}): Pain002Input {
  return {
    messageId: 'BANK-STS-20261126-1',
    createdAt: new Date('2026-11-26T17:00:00Z'),
    originalMessageId: 'MSG-20261126-0001',
    groupStatus: 'PART',
    payments: [
      {
        originalPaymentInformationId: 'PMT-20261126-GBP',
        status: 'PART',
        transactions: [
          { originalEndToEndId: 'E2E-20261126-000001', status: 'ACSC' },
          { originalEndToEndId: 'E2E-20261126-000002', status: 'RJCT', reason: { code: 'AC01', additionalInformation: 'Account number incorrect' } },
        ],
      },
    ],
    ...overrides,
  };
}
