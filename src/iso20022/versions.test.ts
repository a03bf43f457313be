/**
 * Every version the platform reads (issue 47 item 3), each through its own
 * decoder into the one model of its message: for each, a sample written to
 * its official XSD (test/builders/bank-file-versions.ts) validates, reads
 * into the model with its amounts, references, parties and balances, and the
 * same file in another version's shape is refused as `schema`.
 */
import { describe, expect, it } from 'vitest';
import { ibanOf } from '../../test/builders/bank-files.js';
import { closingOf, type SampleAccount, type SampleEntry, type SampleStatement, sampleCamt053, sampleCamt054, samplePain002 } from '../../test/builders/bank-file-versions.js';
import {
  BankFileRejected,
  type BankEntry,
  type Camt053Version,
  type Camt054Version,
  type EntryTransaction,
  type Pain002Version,
  READABLE_VERSIONS,
  readBankFile,
} from './iso20022.js';
import { validateAgainstXsd } from './xsd.js';

const CAMT053: Camt053Version[] = ['camt.053.001.02', 'camt.053.001.04', 'camt.053.001.06', 'camt.053.001.08', 'camt.053.001.10', 'camt.053.001.11'];
const CAMT054: Camt054Version[] = ['camt.054.001.02', 'camt.054.001.04', 'camt.054.001.08'];
const PAIN002: Pain002Version[] = ['pain.002.001.03', 'pain.002.001.10', 'pain.002.001.14'];

const HUB: SampleAccount = { iban: ibanOf('GB', 'NWBK60161331926819'), bic: 'NWBKGB2L', currency: 'GBP' };
const PAYER = { name: 'Erika Mustermann', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

const CREDIT: SampleEntry = {
  amountMinor: 5_000_00n,
  creditDebit: 'CRDT',
  status: 'BOOK',
  date: '2026-11-26',
  accountServicerReference: 'BANKREF-0001',
  endToEndId: 'E2E-IN-0001',
  counterparty: PAYER,
  remittance: ['SAVINGS DEPOSIT', 'CLIENT B6F1C2A9E'],
  creditorReference: 'RF18539007547034',
};
const DEBIT: SampleEntry = {
  amountMinor: 1_234_56n,
  creditDebit: 'DBIT',
  status: 'BOOK',
  date: '2026-11-26',
  accountServicerReference: 'BANKREF-0002',
  endToEndId: 'E2E-20261126-000001',
};
const PENDING: SampleEntry = { amountMinor: 10_00n, creditDebit: 'CRDT', status: 'PDNG', date: '2026-11-26', accountServicerReference: 'BANKREF-0003' };

const STATEMENT: SampleStatement = {
  id: 'STMT-20261126-GBP',
  electronicSequenceNumber: 42n,
  account: HUB,
  opening: { amountMinor: -250_00n, date: '2026-11-25' },
  closingDate: '2026-11-26',
  entries: [CREDIT, DEBIT, PENDING],
};

/** What every version reads a sample entry into; `TxDtls/CdtDbtInd` exists from .04 only. */
function expectedEntry(entry: SampleEntry, transactionDirection: boolean): BankEntry {
  const transaction: EntryTransaction = {
    ...(entry.endToEndId === undefined ? {} : { endToEndId: entry.endToEndId }),
    amountMinor: entry.amountMinor,
    currency: 'GBP',
    ...(transactionDirection ? { creditDebit: entry.creditDebit } : {}),
    remittance: entry.remittance ?? [],
    ...(entry.creditorReference === undefined ? {} : { structuredRemittance: [entry.creditorReference] }),
    ...(entry.counterparty === undefined
      ? {}
      : { counterpartyAccount: { form: 'iban' as const, iban: entry.counterparty.iban, bic: entry.counterparty.bic }, counterpartyName: entry.counterparty.name }),
  };
  return {
    amountMinor: entry.amountMinor,
    currency: 'GBP',
    creditDebit: entry.creditDebit,
    reversal: false,
    status: entry.status,
    bookingDate: entry.date,
    valueDate: entry.date,
    accountServicerReference: entry.accountServicerReference,
    bankTransactionCode: { domain: { code: 'PMNT', family: entry.creditDebit === 'CRDT' ? 'RCDT' : 'ICDT', subFamily: 'DMCT' } },
    transactions: [transaction],
  };
}

/** The entry status in the other shape: a code where the version has a choice, a choice where it has a code. */
function otherStatusShape(xml: string): string {
  return xml.includes('<Sts><Cd>BOOK</Cd></Sts>') ? xml.replaceAll('<Sts><Cd>BOOK</Cd></Sts>', '<Sts>BOOK</Sts>') : xml.replaceAll('<Sts>BOOK</Sts>', '<Sts><Cd>BOOK</Cd></Sts>');
}

async function expectSchemaRefusal(xml: string, version: string, element: string): Promise<void> {
  const error = await readBankFile(xml).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankFileRejected);
  expect((error as BankFileRejected).reason).toBe('schema');
  expect((error as BankFileRejected).message).toMatch(new RegExp(`^The file is not a valid ${version.replaceAll('.', '\\.')}: line \\d+: Element '${element}'`));
}

describe('every version read, through one model', () => {
  it('reads the versions issue 47 names, and no others', () => {
    expect([...READABLE_VERSIONS].sort()).toEqual([...CAMT053, ...CAMT054, ...PAIN002].sort());
  });

  describe.each(CAMT053)('a %s statement', (version) => {
    const xml = sampleCamt053(version, 'BANK-STMT-20261126', [STATEMENT]);

    it('is valid against its official XSD', async () => {
      expect(await validateAgainstXsd(version, xml)).toEqual([]);
    });

    it('reads into the statement model: balances signed and proved, entries with their references, parties and remittance', async () => {
      const transactionDirection = version !== 'camt.053.001.02';
      expect(closingOf(STATEMENT)).toBe(-250_00n + 5_000_00n - 1_234_56n);
      expect(await readBankFile(xml)).toEqual({
        kind: 'statement',
        version,
        messageId: 'BANK-STMT-20261126',
        createdAt: '2026-11-26T22:00:00Z',
        statements: [
          {
            id: 'STMT-20261126-GBP',
            electronicSequenceNumber: 42n,
            account: { identification: { form: 'iban', iban: HUB.iban, bic: HUB.bic }, currency: 'GBP' },
            openingBalance: { amountMinor: -250_00n, date: '2026-11-25' },
            closingBalance: { amountMinor: 3_515_44n, date: '2026-11-26' },
            entries: [CREDIT, DEBIT, PENDING].map((e) => expectedEntry(e, transactionDirection)),
          },
        ],
      });
    });

    it("is refused as `schema` with its entry status in another version's shape", async () => {
      await expectSchemaRefusal(otherStatusShape(xml), version, 'Sts');
    });
  });

  describe.each(CAMT054)('a %s notification', (version) => {
    const xml = sampleCamt054(version, 'BANK-NTFCTN-20261126', 'NTFCTN-20261126-1', HUB, [CREDIT]);

    it('is valid against its official XSD', async () => {
      expect(await validateAgainstXsd(version, xml)).toEqual([]);
    });

    it('reads into the notification model', async () => {
      expect(await readBankFile(xml)).toEqual({
        kind: 'notification',
        version,
        messageId: 'BANK-NTFCTN-20261126',
        createdAt: '2026-11-26T12:00:00Z',
        notifications: [
          {
            id: 'NTFCTN-20261126-1',
            electronicSequenceNumber: 7n,
            account: { identification: { form: 'iban', iban: HUB.iban, bic: HUB.bic }, currency: 'GBP' },
            entries: [expectedEntry(CREDIT, version !== 'camt.054.001.02')],
          },
        ],
      });
    });

    it("is refused as `schema` with its entry status in another version's shape", async () => {
      await expectSchemaRefusal(otherStatusShape(xml), version, 'Sts');
    });
  });

  describe.each(PAIN002)('a %s status report', (version) => {
    const xml = samplePain002(version, 'BANK-PSR-20261126');

    it('is valid against its official XSD', async () => {
      expect(await validateAgainstXsd(version, xml)).toEqual([]);
    });

    it('reads into the status report model', async () => {
      expect(await readBankFile(xml)).toEqual({
        kind: 'paymentStatusReport',
        version,
        messageId: 'BANK-PSR-20261126',
        createdAt: '2026-11-26T15:30:00Z',
        originalMessageId: 'PAYRUN-20261126',
        originalMessageNameId: 'pain.001.001.09',
        groupStatus: 'PART',
        groupReasons: [],
        payments: [
          {
            originalPaymentInformationId: 'PMT-20261126-GBP',
            status: 'PART',
            reasons: [],
            transactions: [
              { originalEndToEndId: 'E2E-20261126-000001', originalInstructionId: 'INSTR-1', status: 'ACSC', accountServicerReference: 'BANKREF-9001', reasons: [] },
              { originalEndToEndId: 'E2E-20261126-000002', status: 'RJCT', reasons: [{ code: 'AC01', additionalInformation: ['Account number not known'] }] },
            ],
          },
        ],
      });
    });

    it('is refused as `schema` with a message id over 35 characters', async () => {
      await expectSchemaRefusal(xml.replace('<MsgId>BANK-PSR-20261126</MsgId>', `<MsgId>${'M'.repeat(36)}</MsgId>`), version, 'MsgId');
    });
  });
});
