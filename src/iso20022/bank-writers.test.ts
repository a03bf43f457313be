/**
 * The bank-side writers (camt.053, camt.054, pain.002), which the simulated
 * sandbox bank uses: each file validates against its official XSD, carries
 * the totals a bank computes, and bad input is refused with every field named.
 * (Reading these files back is in read.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { newCamt053, newCamt054, newEntry, newPain002, newStatement } from '../../test/builders/bank-files.js';
import { BankFileNotWritten, writeCamt053, writeCamt054, writePain002 } from './iso20022.js';
import { child, childText, children, parseXml, type XmlNode } from './xml-reader.js';
import { validateAgainstXsd } from './xsd.js';

async function refusal(promise: Promise<string>): Promise<BankFileNotWritten> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankFileNotWritten);
  return error as BankFileNotWritten;
}

describe('writeCamt053', () => {
  it.each(['camt.053.001.08', 'camt.053.001.02'] as const)('writes a valid %s with the closing balance and summary it computes', async (version) => {
    const xml = await writeCamt053(newCamt053({ version }));
    expect(await validateAgainstXsd(version, xml)).toEqual([]);
    const statement = child(await parseXml(xml), 'BkToCstmrStmt/Stmt') as XmlNode;
    const balances = children(statement, 'Bal').map((bal) => [childText(bal, 'Tp/CdOrPrtry/Cd'), childText(bal, 'Amt'), childText(bal, 'CdtDbtInd'), childText(bal, 'Dt/Dt')]);
    expect(balances).toEqual([
      ['OPBD', '1000000.00', 'CRDT', '2026-11-25'],
      ['CLBD', '1003765.44', 'CRDT', '2026-11-26'],
    ]);
    expect([childText(statement, 'TxsSummry/TtlNtries/NbOfNtries'), childText(statement, 'TxsSummry/TtlNtries/Sum')]).toEqual(['2', '6234.56']);
    expect([childText(statement, 'TxsSummry/TtlCdtNtries/Sum'), childText(statement, 'TxsSummry/TtlDbtNtries/Sum')]).toEqual(['5000.00', '1234.56']);
    // The entry status is text in 2009's version and a code inside Sts since.
    expect(version === 'camt.053.001.02' ? childText(statement, 'Ntry/Sts') : childText(statement, 'Ntry/Sts/Cd')).toBe('BOOK');
    expect(childText(statement, 'ElctrncSeqNb')).toBe('42');
  });

  it('writes an overdrawn closing balance as a debit', async () => {
    const statement = newStatement({ openingBalance: { amountMinor: 100_00n, date: '2026-11-25' }, entries: [newEntry({ amountMinor: 250_00n, creditDebit: 'DBIT' })] });
    const xml = await writeCamt053(newCamt053({ statements: [statement] }));
    const closing = children(child(await parseXml(xml), 'BkToCstmrStmt/Stmt'), 'Bal')[1];
    expect([childText(closing, 'Amt'), childText(closing, 'CdtDbtInd')]).toEqual(['150.00', 'DBIT']);
  });

  it('refuses bad input, naming every field', async () => {
    const statement = newStatement({
      id: 'STMT_1',
      electronicSequenceNumber: -1n,
      closingDate: '2026-02-30',
      entries: [
        newEntry({ amountMinor: 0n }),
        newEntry({ amountMinor: 300_00n, transactions: [{ amountMinor: 100_00n }, { amountMinor: 100_00n }] }),
        newEntry({ transactions: [{ remittance: 'R'.repeat(141) }] }),
        newEntry({ transactions: [{ remittance: ['R', 'R'.repeat(141)], structuredRemittance: { creditorReference: 'R'.repeat(36) } }] }),
      ],
    });
    const error = await refusal(writeCamt053(newCamt053({ statements: [statement] })));
    expect(error.errors).toEqual([
      { field: 'statements[0].id', reason: 'format' },
      { field: 'statements[0].electronicSequenceNumber', reason: 'range' },
      { field: 'statements[0].closingDate', reason: 'format' },
      { field: 'statements[0].entries[0].amountMinor', reason: 'range' },
      { field: 'statements[0].entries[1].transactions', reason: 'range' },
      { field: 'statements[0].entries[2].transactions[0].remittance', reason: 'maxLength' },
      { field: 'statements[0].entries[3].transactions[0].remittance[1]', reason: 'maxLength' },
      { field: 'statements[0].entries[3].transactions[0].structuredRemittance.creditorReference', reason: 'maxLength' },
    ]);
  });

  it('refuses a file without statements', async () => {
    expect((await refusal(writeCamt053(newCamt053({ statements: [] })))).errors).toEqual([{ field: 'statements', reason: 'required' }]);
  });
});

describe('writeCamt054', () => {
  it('writes a valid camt.054.001.08 with its summary', async () => {
    const xml = await writeCamt054(newCamt054());
    expect(await validateAgainstXsd('camt.054.001.08', xml)).toEqual([]);
    const notification = child(await parseXml(xml), 'BkToCstmrDbtCdtNtfctn/Ntfctn');
    expect([childText(notification, 'Id'), childText(notification, 'TxsSummry/TtlNtries/NbOfNtries'), childText(notification, 'TxsSummry/TtlNtries/TtlNetNtry/Amt')]).toEqual([
      'NTFN-20261126-1',
      '2',
      '3765.44',
    ]);
  });
});

describe('writePain002', () => {
  it.each(['pain.002.001.10', 'pain.002.001.03'] as const)('writes a valid %s with the count of transactions per status', async (version) => {
    const xml = await writePain002(newPain002({ version }));
    expect(await validateAgainstXsd(version, xml)).toEqual([]);
    const group = child(await parseXml(xml), 'CstmrPmtStsRpt/OrgnlGrpInfAndSts');
    expect(children(group, 'NbOfTxsPerSts').map((n) => [childText(n, 'DtldSts'), childText(n, 'DtldNbOfTxs')])).toEqual([
      ['ACSC', '1'],
      ['RJCT', '1'],
    ]);
  });

  it('refuses a status version .03 does not have, and a malformed reason code', async () => {
    const input = newPain002({
      version: 'pain.002.001.03',
      payments: [{ originalPaymentInformationId: 'PMT-1', transactions: [{ originalEndToEndId: 'E2E-1', status: 'ACCC', reason: { code: 'TOOLONG' } }] }],
    });
    expect((await refusal(writePain002(input))).errors).toEqual([
      { field: 'payments[0].transactions[0].status', reason: 'enum' },
      { field: 'payments[0].transactions[0].reason.code', reason: 'format' },
    ]);
  });
});
