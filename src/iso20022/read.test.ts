/**
 * readBankFile: what banks send, read back into one model whatever the
 * version. Round trips through the bank-side writers (what the sandbox bank
 * will do), files written by others (genkgo/camt's test data, figures
 * checked by hand against the XML), and every refusal.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { creditorAccount, HUB_EUR, HUB_GBP, newCamt053, newCamt054, newEntry, newPain001, newPain002, newStatement } from '../../test/builders/bank-files.js';
import { AppError } from '../platform/errors.js';
import {
  type BankFile,
  BankFileRejected,
  type BankFileRejectionReason,
  MAX_BANK_FILE_BYTES,
  type NotificationFile,
  type PaymentStatusReportFile,
  readBankFile,
  type StatementFile,
  writeCamt053,
  writeCamt054,
  writePain001,
  writePain002,
} from './iso20022.js';

const sample = (name: string): Buffer => readFileSync(new URL(`samples/${name}`, import.meta.url));

async function rejection(file: string | Uint8Array): Promise<BankFileRejected> {
  const error = await readBankFile(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankFileRejected);
  return error as BankFileRejected;
}

async function expectRejected(file: string | Uint8Array, reason: BankFileRejectionReason, message?: string | RegExp): Promise<BankFileRejected> {
  const error = await rejection(file);
  expect(error.reason).toBe(reason);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}

async function statementFile(xml: string | Uint8Array): Promise<StatementFile> {
  const file: BankFile = await readBankFile(xml);
  expect(file.kind).toBe('statement');
  return file as StatementFile;
}

describe('readBankFile', () => {
  describe.each(['camt.053.001.08', 'camt.053.001.02'] as const)('a %s statement written by the bank-side writer', (version) => {
    it('reads back every figure, reference and account', async () => {
      const file = await statementFile(await writeCamt053(newCamt053({ version })));
      expect(file).toEqual({
        kind: 'statement',
        version,
        messageId: 'BANK-STMT-20261126',
        createdAt: '2026-11-26T22:00:00Z',
        statements: [
          {
            id: 'STMT-20261126-GBP',
            electronicSequenceNumber: 42n,
            account: { identification: HUB_GBP, currency: 'GBP' },
            openingBalance: { amountMinor: 1_000_000_00n, date: '2026-11-25' },
            closingBalance: { amountMinor: 1_000_000_00n + 5_000_00n - 1_234_56n, date: '2026-11-26' },
            entries: [
              {
                amountMinor: 5_000_00n,
                currency: 'GBP',
                creditDebit: 'CRDT',
                reversal: false,
                status: 'BOOK',
                bookingDate: '2026-11-26',
                valueDate: '2026-11-26',
                accountServicerReference: 'BANKREF-0001',
                bankTransactionCode: { domain: { code: 'PMNT', family: 'RCDT', subFamily: 'DMCT' } },
                transactions: [
                  {
                    endToEndId: 'PARTNER-BATCH-77',
                    remittance: ['BATCH 77'],
                    counterpartyAccount: { form: 'sort-code-and-number', sortCode: '601613', accountNumber: '10000077' },
                    counterpartyName: 'Partner Ltd',
                  },
                ],
              },
              {
                amountMinor: 1_234_56n,
                currency: 'GBP',
                creditDebit: 'DBIT',
                reversal: false,
                status: 'BOOK',
                bookingDate: '2026-11-26',
                valueDate: '2026-11-26',
                accountServicerReference: 'BANKREF-0002',
                bankTransactionCode: { domain: { code: 'PMNT', family: 'ICDT', subFamily: 'DMCT' } },
                transactions: [
                  {
                    endToEndId: 'E2E-20261126-000001',
                    paymentInformationId: 'PMT-20261126-GBP',
                    remittance: ['SAVINGS 000001'],
                    counterpartyAccount: creditorAccount('iban', 1),
                    counterpartyName: 'Institution 1',
                  },
                ],
              },
            ],
          },
        ],
      });
    });

    it('reads an IBAN and BIC account, an overdrawn balance, a batch entry and a pending entry the balance leaves out', async () => {
      const statement = newStatement({
        id: 'STMT-EUR',
        account: { account: HUB_EUR, currency: 'EUR' },
        openingBalance: { amountMinor: -500_00n, date: '2026-11-25' },
        entries: [
          newEntry({
            amountMinor: 300_00n,
            transactions: [
              { amountMinor: 100_00n, endToEndId: 'A-1', counterparty: { account: creditorAccount('iban', 1, 'EUR') } },
              { amountMinor: 200_00n, endToEndId: 'A-2' },
            ],
          }),
          newEntry({ amountMinor: 999_99n, creditDebit: 'DBIT', status: 'PDNG' }),
        ],
      });
      const file = await statementFile(await writeCamt053(newCamt053({ version, statements: [statement] })));
      const [read] = file.statements;
      expect(read.account).toEqual({ identification: HUB_EUR, currency: 'EUR' });
      expect(read.openingBalance.amountMinor).toBe(-500_00n);
      expect(read.closingBalance.amountMinor).toBe(-200_00n);
      expect(read.entries.map((e) => [e.amountMinor, e.creditDebit, e.status])).toEqual([
        [300_00n, 'CRDT', 'BOOK'],
        [999_99n, 'DBIT', 'PDNG'],
      ]);
      expect(read.entries[0].transactions.map((t) => [t.endToEndId, t.amountMinor, t.currency, t.counterpartyAccount])).toEqual([
        ['A-1', 100_00n, 'EUR', creditorAccount('iban', 1, 'EUR')],
        ['A-2', 200_00n, 'EUR', undefined],
      ]);
    });

    it('reads a statement with no entries', async () => {
      const file = await statementFile(await writeCamt053(newCamt053({ version, statements: [newStatement({ entries: [] })] })));
      expect(file.statements[0].closingBalance).toEqual({ amountMinor: 1_000_000_00n, date: '2026-11-26' });
    });
  });

  it('reads a camt.054.001.08 notification written by the bank-side writer', async () => {
    const file = (await readBankFile(await writeCamt054(newCamt054()))) as NotificationFile;
    expect(file.kind).toBe('notification');
    expect(file.version).toBe('camt.054.001.08');
    const [notification] = file.notifications;
    expect([notification.id, notification.electronicSequenceNumber, notification.account]).toEqual(['NTFN-20261126-1', 7n, { identification: HUB_GBP, currency: 'GBP' }]);
    expect(notification.entries.map((e) => [e.amountMinor, e.creditDebit, e.transactions[0].endToEndId])).toEqual([
      [5_000_00n, 'CRDT', 'PARTNER-BATCH-77'],
      [1_234_56n, 'DBIT', 'E2E-20261126-000001'],
    ]);
  });

  it.each(['pain.002.001.10', 'pain.002.001.03'] as const)('reads a %s status report written by the bank-side writer', async (version) => {
    const file = (await readBankFile(await writePain002(newPain002({ version })))) as PaymentStatusReportFile;
    expect(file).toEqual({
      kind: 'paymentStatusReport',
      version,
      messageId: 'BANK-STS-20261126-1',
      createdAt: '2026-11-26T17:00:00Z',
      originalMessageId: 'MSG-20261126-0001',
      originalMessageNameId: 'pain.001.001.09',
      groupStatus: 'PART',
      groupReasons: [],
      payments: [
        {
          originalPaymentInformationId: 'PMT-20261126-GBP',
          status: 'PART',
          reasons: [],
          transactions: [
            { originalEndToEndId: 'E2E-20261126-000001', status: 'ACSC', reasons: [] },
            { originalEndToEndId: 'E2E-20261126-000002', status: 'RJCT', reasons: [{ code: 'AC01', additionalInformation: ['Account number incorrect'] }] },
          ],
        },
      ],
    });
  });

  it('reads a file whose elements carry a namespace prefix', async () => {
    const xml = (await writeCamt053(newCamt053())).replace(/<(\/?)([A-Za-z]+)/g, '<$1c:$2').replace('xmlns=', 'xmlns:c=');
    expect(xml).toContain('<c:BkToCstmrStmt>');
    const file = await statementFile(xml);
    expect(file.statements[0].entries).toHaveLength(2);
  });

  it('reads bytes as well as text', async () => {
    const file = await statementFile(new TextEncoder().encode(await writeCamt053(newCamt053())));
    expect(file.statements[0].id).toBe('STMT-20261126-GBP');
  });

  describe('what real banks send (issue 47)', () => {
    it('reads structured remittance (Strd: RfrdDocInf/Nb, CdtrRefInf/Ref) beside the Ustrd lines, each line as written, in .08 and .02', async () => {
      for (const version of ['camt.053.001.08', 'camt.053.001.02'] as const) {
        const entry = newEntry({
          transactions: [
            {
              endToEndId: 'NOTPROVIDED',
              remittance: ['DEPOSITS B6F1C2A9E', 'B4D4E5F8'],
              structuredRemittance: { referredDocumentNumber: 'INV-2026-77', creditorReference: 'RF18539007547034' },
            },
          ],
        });
        const xml = await writeCamt053(newCamt053({ version, statements: [newStatement({ entries: [entry] })] }));
        expect(xml).toMatch(/<Ustrd>DEPOSITS B6F1C2A9E<\/Ustrd>\s*<Ustrd>B4D4E5F8<\/Ustrd>/);
        const [transaction] = (await statementFile(xml)).statements[0].entries[0].transactions;
        expect(transaction.remittance).toEqual(['DEPOSITS B6F1C2A9E', 'B4D4E5F8']);
        expect(transaction.structuredRemittance).toEqual(['INV-2026-77', 'RF18539007547034']);
      }
      // genkgo's camt.054 sample: a creditor reference in Strd, beside no Ustrd.
      const notification = (await readBankFile(sample('genkgo-camt054.v8.xml'))) as NotificationFile;
      expect(notification.notifications[0].entries.flatMap((e) => e.transactions.flatMap((t) => t.structuredRemittance ?? []))).toContain('ISR ref number V1');
    });

    it('reads a statement without ElctrncSeqNb (optional in ISO 20022), with its LglSeqNb where given', async () => {
      const xml = await writeCamt053(newCamt053({ statements: [newStatement({ electronicSequenceNumber: undefined, legalSequenceNumber: 312n })] }));
      expect(xml).not.toContain('ElctrncSeqNb');
      const [statement] = (await statementFile(xml)).statements;
      expect(statement.electronicSequenceNumber).toBeUndefined();
      expect(statement.legalSequenceNumber).toBe(312n);
    });
  });

  describe('NOTPROVIDED counts as absent', () => {
    it('in a statement entry', async () => {
      const xml = (await writeCamt053(newCamt053())).replace('<EndToEndId>PARTNER-BATCH-77</EndToEndId>', '<EndToEndId>NOTPROVIDED</EndToEndId>');
      const transaction = (await statementFile(xml)).statements[0].entries[0].transactions[0];
      expect(transaction.endToEndId).toBeUndefined();
      expect('endToEndId' in transaction).toBe(false);
      expect(transaction.remittance).toEqual(['BATCH 77']);
    });

    it('in a status report', async () => {
      const xml = (await writePain002(newPain002())).replace('<OrgnlEndToEndId>E2E-20261126-000001</OrgnlEndToEndId>', '<OrgnlEndToEndId>NOTPROVIDED</OrgnlEndToEndId>');
      const file = (await readBankFile(xml)) as PaymentStatusReportFile;
      expect(file.payments[0].transactions[0]).toEqual({ status: 'ACSC', reasons: [] });
    });
  });

  describe('files written by others (genkgo/camt test data)', () => {
    it('reads a camt.053.001.02 with two statements, each proving', async () => {
      const file = await statementFile(sample('genkgo-camt053.v2.multi.statement.xml'));
      expect(file.messageId).toBe('CAMT053RIB000000000001');
      expect(
        file.statements.map((s) => [
          s.id,
          s.electronicSequenceNumber,
          s.account,
          s.openingBalance,
          s.closingBalance,
          s.entries.map((e) => [e.amountMinor, e.creditDebit, e.status]),
        ]),
      ).toEqual([
        [
          '253EURNL26VAYB8060476890',
          12312n,
          { identification: { form: 'iban', iban: 'NL26VAYB8060476890' }, currency: 'EUR' },
          { amountMinor: 18_15n, date: '2014-12-30' },
          { amountMinor: 27_00n, date: '2014-12-31' },
          [[8_85n, 'CRDT', 'BOOK']],
        ],
        [
          '254EURNL26VAYB8060476890',
          undefined,
          { identification: { form: 'iban', iban: 'NL26VAYB8060476890' }, currency: 'EUR' },
          { amountMinor: 27_00n, date: '2014-12-30' },
          { amountMinor: 20_00n, date: '2014-12-31' },
          [[7_00n, 'DBIT', 'BOOK']],
        ],
      ]);
      const [credit] = file.statements[0].entries;
      expect([credit.bookingDate, credit.valueDate, credit.bankTransactionCode]).toEqual(['2014-12-31', '2015-01-02', { proprietary: { code: '544' } }]);
      // The sample names only the creditor of this credit (the statement's own side), so there is no counterparty to read.
      expect(credit.transactions).toEqual([{ endToEndId: '000000001', remittance: ['Transaction Description 1'] }]);
      const [debit] = file.statements[1].entries;
      expect(debit.transactions).toEqual([
        {
          endToEndId: '000000002',
          remittance: ['Transaction Description 2'],
          counterpartyAccount: { form: 'iban', iban: 'NL56AGDH9619008421' },
          counterpartyName: 'Company Name 2',
        },
      ]);
    });

    it('reads amounts with trailing zeros past the decimals of their currency exactly, and refuses that statement, which does not prove', async () => {
      // The sample writes 18.150 + 8.850 and a closing balance of 27.050.
      await expectRejected(
        sample('genkgo-camt053.v2.five.decimals.xml'),
        'balanceMismatch',
        'Statement 253EURNL26VAYB8060476890 does not prove: opening balance 18.15 EUR + credits 8.85 EUR - debits 0.00 EUR = 27.00 EUR, but the closing balance is 27.05 EUR.',
      );
    });

    it('reads a camt.054.001.08 batch entry with its transactions', async () => {
      const file = (await readBankFile(sample('genkgo-camt054.v8.xml'))) as NotificationFile;
      const [notification] = file.notifications;
      expect([notification.id, notification.electronicSequenceNumber, notification.account]).toEqual([
        'AAAASESS-FP-ACCR001',
        12312n,
        { identification: { form: 'iban', iban: 'CH2801234000123456789', bic: 'UBSWCHZH80A' }, currency: 'SEK' },
      ]);
      const [entry] = notification.entries;
      expect([entry.amountMinor, entry.currency, entry.creditDebit, entry.status, entry.bookingDate, entry.accountServicerReference, entry.batchPaymentInformationId]).toEqual([
        200_000_00n,
        'SEK',
        'DBIT',
        'BOOK',
        '2007-10-18',
        'ACSR160617103200001',
        'UXC06170000006PI00001',
      ]);
      expect(entry.bankTransactionCode).toEqual({ domain: { code: 'PMNT', family: 'ICDT', subFamily: 'DMCT' }, proprietary: { code: 'Z24' } });
      expect(entry.transactions.map((t) => [t.endToEndId, t.paymentInformationId, t.amountMinor, t.currency, t.creditDebit, t.remittance])).toEqual([
        ['UXC06170000006PI00001EE00001', 'UXC06170000006PI00001', 3_10n, 'CHF', 'CRDT', ['Unstructured Remittance Information V1']],
        ['UXC06170000006PI00001EE00002', 'UXC06170000006PI00001', 3_20n, 'CHF', 'CRDT', []],
        [
          'UXC06170000006PI00001EE00002',
          'UXC06170000006PI00001',
          3_20n,
          'CHF',
          'CRDT',
          ['Unstructured Remittance Information V3 block 1', 'Unstructured Remittance Information V3 block 2'],
        ],
      ]);
    });

    it('refuses a statement whose balances are in other currencies than its account', async () => {
      await expectRejected(sample('genkgo-camt053.v2.minimal.xml'), 'currency', 'Statement 253EURNL26VAYB8060476890: the account is in EUR but the CLBD balance is in SEK.');
    });
  });

  describe('refuses the whole file', () => {
    it('as an AppError the HTTP layer answers 422 BankFileRejected', async () => {
      const error = await rejection('');
      expect(error).toBeInstanceOf(AppError);
      expect([error.code, error.status, error.reason]).toEqual(['BankFileRejected', 422, 'empty']);
    });

    it('when it is empty', async () => {
      await expectRejected(' \n ', 'empty', 'The file is empty.');
      await expectRejected(new Uint8Array(0), 'empty');
    });

    it('with a DOCTYPE and an external entity, touching no network', async () => {
      let requests = 0;
      const server = createServer((_request, response) => {
        requests += 1;
        response.end('<BkToCstmrStmt/>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          `<!DOCTYPE Document [<!ENTITY xxe SYSTEM "http://127.0.0.1:${port}/xxe"><!ENTITY file SYSTEM "file:///etc/passwd">]>`,
          '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">&xxe;&file;</Document>',
        ].join('\n');
        await expectRejected(xml, 'doctype', 'Line 2: the file has a <!DOCTYPE declaration; bank files may not carry a DTD or entity declarations, so none is read.');
        await expectRejected(new TextEncoder().encode(xml), 'doctype');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(requests).toBe(0);
    });

    it('with entity declarations (billion laughs), in any case, before it is parsed', async () => {
      const laughs = '<!doctype lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>';
      await expectRejected(laughs, 'doctype');
      // Refused as a declaration even where the rest would not parse: the check comes before any parser.
      await expectRejected('<not xml <!ENTITY x "y">', 'doctype');
    });

    // No wall-clock bounds here (a busy machine would fail them): the reasons show where each is stopped, and the
    // amplification suite times such bodies against a real service.
    it('of 20 MiB, by its size, before it is parsed', async () => {
      const huge = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">${' '.repeat(20 * 1024 * 1024)}</Document>`;
      await expectRejected(huge, 'tooLarge', `The file is ${huge.length} bytes; a bank file may be at most ${MAX_BANK_FILE_BYTES} bytes (10 MiB).`);
      await expectRejected(Buffer.from(huge), 'tooLarge');
    });

    it('nested 10,000 deep, at the 65th level', async () => {
      const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</Document>`;
      await expectRejected(deep, 'tooDeep', 'Line 1: elements are nested more than 64 deep.');
    });

    it('with more elements than the limit', async () => {
      const many = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">${'<a/>'.repeat(600_001)}</Document>`;
      await expectRejected(many, 'tooManyElements', 'The file has more than 600000 elements.');
    });

    it('that is not UTF-8', async () => {
      await expectRejected(new Uint8Array([0x3c, 0x61, 0xff, 0xfe, 0x3e]), 'encoding', 'The file is not UTF-8 text; ISO 20022 files are UTF-8.');
      await expectRejected('<?xml version="1.0" encoding="ISO-8859-1"?><Document/>', 'encoding', 'The XML declaration names encoding "ISO-8859-1"; bank files must be UTF-8.');
    });

    it('that is not well-formed XML', async () => {
      await expectRejected('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt></Document>', 'malformed', /^The file is not well-formed XML: /);
      await expectRejected('<Document>&undeclared;</Document>', 'malformed');
    });

    it('in an unknown namespace, another message or a version the platform does not read', async () => {
      const reads =
        'the platform reads camt.053.001.11, camt.053.001.10, camt.053.001.08, camt.053.001.06, camt.053.001.04, camt.053.001.02, camt.054.001.08, camt.054.001.04, camt.054.001.02, pain.002.001.14, pain.002.001.10, pain.002.001.03.';
      await expectRejected(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt/></Document>',
        'unknownMessage',
        `The file's root element is <Document> in namespace urn:iso:std:iso:20022:tech:xsd:camt.052.001.08; ${reads}`,
      );
      await expectRejected('<Document><BkToCstmrStmt/></Document>', 'unknownMessage', `The file's root element is <Document> in no namespace; ${reads}`);
      await expectRejected(
        await writePain001(newPain001()),
        'unknownMessage',
        /^The file's root element is <Document> in namespace urn:iso:std:iso:20022:tech:xsd:pain.001.001.09;/,
      );
      await expectRejected(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><CstmrPmtStsRpt/></Document>',
        'unknownMessage',
        `A camt.053.001.08 Document holds <BkToCstmrStmt>, not <CstmrPmtStsRpt>; ${reads}`,
      );
    });

    it('that breaks its official XSD, naming the line and the element', async () => {
      const xml = (await writeCamt053(newCamt053())).replace('<MsgId>BANK-STMT-20261126</MsgId>', `<MsgId>${'M'.repeat(36)}</MsgId>`);
      const error = await expectRejected(xml, 'schema', /^The file is not a valid camt\.053\.001\.08: line 5: Element 'MsgId': \[facet 'maxLength'\]/);
      // Each problem as a field error too (issue 47 item 4), and all of them kept for the quarantine.
      expect(error.errors).toEqual([{ field: 'line 5: MsgId', reason: 'maxLength' }]);
      expect(error.schemaProblems).toEqual([{ line: 5, message: expect.stringContaining("Element 'MsgId'") }]);
    });

    it('but for its XSD, when asked to accept schema problems (a quarantined file accepted)', async () => {
      const xml = (await writeCamt053(newCamt053())).replace('<MsgId>BANK-STMT-20261126</MsgId>', `<MsgId>${'M'.repeat(36)}</MsgId>`);
      expect((await readBankFile(xml, { acceptSchemaProblems: true })).messageId).toBe('M'.repeat(36));
      // Everything else is refused still: a statement that does not prove.
      await expect(readBankFile(xml.replace('<Amt Ccy="GBP">1003765.44</Amt>', '<Amt Ccy="GBP">1.00</Amt>'), { acceptSchemaProblems: true })).rejects.toMatchObject({
        reason: 'balanceMismatch',
      });
    });

    it('with a short description however many problems the XSD finds', async () => {
      const transactions = Array.from({ length: 50 }, (_, i) => ({ originalEndToEndId: `E2E-${i}`, status: 'ACSC' }));
      const xml = (await writePain002(newPain002({ payments: [{ originalPaymentInformationId: 'PMT-1', transactions }] }))).replace(
        /<OrgnlEndToEndId>E2E-(\d+)<\/OrgnlEndToEndId>/g,
        (_all, n: string) => `<OrgnlEndToEndId>${n.padEnd(36, 'X')}</OrgnlEndToEndId>`,
      );
      const error = await expectRejected(xml, 'schema', /; and 45 more/);
      expect(error.message.length).toBeLessThan(1_000);
    });

    it('when a statement does not prove, naming both figures', async () => {
      const xml = await writeCamt053(newCamt053());
      expect(xml).toContain('<Amt Ccy="GBP">1003765.44</Amt>');
      await expectRejected(
        xml.replace('<Amt Ccy="GBP">1003765.44</Amt>', '<Amt Ccy="GBP">1003765.45</Amt>'),
        'balanceMismatch',
        'Statement STMT-20261126-GBP does not prove: opening balance 1000000.00 GBP + credits 5000.00 GBP - debits 1234.56 GBP = 1003765.44 GBP, but the closing balance is 1003765.45 GBP.',
      );
    });

    it('when a statement has no closing booked balance', async () => {
      const xml = (await writeCamt053(newCamt053())).replace('<Cd>CLBD</Cd>', '<Cd>CLAV</Cd>');
      await expectRejected(xml, 'balanceMissing', 'Statement STMT-20261126-GBP has no closing booked balance (CLBD), so it cannot prove its entries.');
    });

    it('with an amount of more decimals than its currency has', async () => {
      const xml = (await writeCamt053(newCamt053())).replace('<Amt Ccy="GBP">5000.00</Amt>', '<Amt Ccy="GBP">5000.005</Amt>');
      await expectRejected(xml, 'amount', /^Line \d+ \(statement STMT-20261126-GBP, entry 1 Amt\): 5000\.005 GBP has more than the 2 decimal places GBP has\.$/);
    });

    it('with an amount in a currency ISO 4217 does not know', async () => {
      const xml = (await writeCamt053(newCamt053())).replaceAll('Ccy="GBP"', 'Ccy="QQQ"').replace('<Ccy>GBP</Ccy>', '<Ccy>QQQ</Ccy>');
      await expectRejected(xml, 'amount', /"QQQ" is not an ISO 4217 currency/);
    });
  });
});
