/**
 * writePain001: the file the platform sends its bank. Each file written here
 * is checked again, independently of the writer, against the official XSD,
 * and its totals against sums the test makes itself from the input.
 */
import { describe, expect, it } from 'vitest';
import { creditorAccount, HUB, newPain001, newPaymentInformation, newTransfer } from '../../test/builders/bank-files.js';
import { AppError } from '../platform/errors.js';
import { type AccountForm, BankFileNotWritten, type Pain001Input, type Pain001Version, type PaymentCurrency, type UkPaymentScheme, writePain001 } from './iso20022.js';
import { child, childText, children, parseXml, type XmlNode } from './xml-reader.js';
import { validateAgainstXsd } from './xsd.js';

const VERSIONS: Pain001Version[] = ['pain.001.001.09', 'pain.001.001.03'];

/** Minor units as the decimal text a 2-decimal currency is written with, by string arithmetic of the test's own. */
function decimal(minor: bigint): string {
  const text = minor.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

async function written(input: Pain001Input): Promise<{ xml: string; doc: XmlNode }> {
  const xml = await writePain001(input);
  const version = input.version ?? 'pain.001.001.09';
  expect(await validateAgainstXsd(version, xml)).toEqual([]);
  const root = await parseXml(xml);
  expect(root.ns).toBe(`urn:iso:std:iso:20022:tech:xsd:${version}`);
  return { xml, doc: child(root, 'CstmrCdtTrfInitn') as XmlNode };
}

async function refusal(input: Pain001Input): Promise<BankFileNotWritten> {
  const error = await writePain001(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankFileNotWritten);
  return error as BankFileNotWritten;
}

describe('writePain001', () => {
  it('writes pain.001.001.09 by default', async () => {
    const xml = await writePain001(newPain001());
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">');
  });

  describe.each(VERSIONS)('%s', (version) => {
    const cases: [PaymentCurrency, AccountForm][] = [
      ['GBP', 'sort-code-and-number'],
      ['GBP', 'bban'],
      ['GBP', 'iban'],
      ['EUR', 'iban'],
      ['USD', 'iban'],
    ];

    it.each(cases)('writes a valid file paying %s to a %s account', async (currency, form) => {
      const transfer = newTransfer(7, {}, form, currency);
      const { doc } = await written(newPain001({ version, paymentInformation: [newPaymentInformation({ currency, transfers: [transfer] })] }));
      const tx = child(doc, 'PmtInf/CdtTrfTxInf') as XmlNode;
      expect(childText(tx, 'PmtId/EndToEndId')).toBe(transfer.endToEndId);
      expect(child(tx, 'Amt/InstdAmt')?.ccy).toBe(currency);
      expect(childText(tx, 'Amt/InstdAmt')).toBe('100.07');
      expect(childText(tx, 'RmtInf/Ustrd')).toBe('SAVINGS 000007');
      const account = transfer.creditor.account;
      if (account.form === 'sort-code-and-number') {
        expect(childText(tx, 'CdtrAgt/FinInstnId/ClrSysMmbId/ClrSysId/Cd')).toBe('GBDSC');
        expect(childText(tx, 'CdtrAgt/FinInstnId/ClrSysMmbId/MmbId')).toBe(account.sortCode);
        expect(childText(tx, 'CdtrAcct/Id/Othr/Id')).toBe(account.accountNumber);
      } else if (account.form === 'bban') {
        expect(childText(tx, 'CdtrAcct/Id/Othr/Id')).toBe(account.bban);
        expect(childText(tx, 'CdtrAcct/Id/Othr/SchmeNm/Cd')).toBe('BBAN');
      } else {
        expect(childText(tx, 'CdtrAcct/Id/IBAN')).toBe(account.iban);
        // The BIC element was renamed BICFI after 2009's versions.
        expect(childText(tx, `CdtrAgt/FinInstnId/${version === 'pain.001.001.03' ? 'BIC' : 'BICFI'}`)).toBe(account.bic);
      }
      const debtor = HUB[currency];
      if (debtor.form === 'sort-code-and-number') expect(childText(doc, 'PmtInf/DbtrAgt/FinInstnId/ClrSysMmbId/MmbId')).toBe(debtor.sortCode);
      else if (debtor.form === 'iban') expect(childText(doc, 'PmtInf/DbtrAcct/Id/IBAN')).toBe(debtor.iban);
      else throw new Error('the builders have no BBAN hub');
      expect(childText(doc, 'PmtInf/DbtrAcct/Ccy')).toBe(currency);
      expect(childText(doc, 'PmtInf/BtchBookg')).toBe('false');
      const executionDate = version === 'pain.001.001.03' ? childText(doc, 'PmtInf/ReqdExctnDt') : childText(doc, 'PmtInf/ReqdExctnDt/Dt');
      expect(executionDate).toBe('2026-11-27');
    });

    it('writes one line with its totals', async () => {
      const { doc } = await written(newPain001({ version }));
      expect(childText(doc, 'GrpHdr/NbOfTxs')).toBe('1');
      expect(childText(doc, 'GrpHdr/CtrlSum')).toBe('100.01');
      expect(childText(doc, 'GrpHdr/CreDtTm')).toBe('2026-11-26T16:30:00Z');
      expect(childText(doc, 'PmtInf/NbOfTxs')).toBe('1');
      expect(childText(doc, 'PmtInf/CtrlSum')).toBe('100.01');
    });

    it('writes 2,000 lines in two PmtInf with NbOfTxs and CtrlSum computed per message and per PmtInf', async () => {
      // Amounts from a fixed linear congruential sequence: varied pennies, the same every run.
      let seed = 12_345n;
      const amount = (): bigint => {
        seed = (seed * 1_103_515_245n + 12_345n) % 2_147_483_648n;
        return 1n + (seed % 99_999_999_99n);
      };
      const gbp = Array.from({ length: 1_200 }, (_, i) => newTransfer(i, { amountMinor: amount() }, 'sort-code-and-number', 'GBP'));
      const eur = Array.from({ length: 800 }, (_, i) => newTransfer(5_000 + i, { amountMinor: amount() }, 'iban', 'EUR'));
      const input = newPain001({
        version,
        paymentInformation: [newPaymentInformation({ currency: 'GBP', transfers: gbp }), newPaymentInformation({ currency: 'EUR', transfers: eur })],
      });
      const { doc } = await written(input);
      const sum = (list: { amountMinor: bigint }[]): bigint => list.reduce((s, t) => s + t.amountMinor, 0n);
      expect(childText(doc, 'GrpHdr/NbOfTxs')).toBe('2000');
      expect(childText(doc, 'GrpHdr/CtrlSum')).toBe(decimal(sum(gbp) + sum(eur)));
      const [first, second] = children(doc, 'PmtInf');
      expect([childText(first, 'NbOfTxs'), childText(first, 'CtrlSum')]).toEqual(['1200', decimal(sum(gbp))]);
      expect([childText(second, 'NbOfTxs'), childText(second, 'CtrlSum')]).toEqual(['800', decimal(sum(eur))]);
      // Every line's amount as given, to the penny.
      const amounts = children(first, 'CdtTrfTxInf').map((tx) => childText(tx, 'Amt/InstdAmt'));
      expect(amounts).toEqual(gbp.map((t) => decimal(t.amountMinor)));
    });
  });

  it('writes amounts exactly, from a penny to a billion', async () => {
    const transfers = [1n, 10n, 99n, 100n, 123_456_789_012n, 100_000_000_000_00n].map((amountMinor, i) => newTransfer(i, { amountMinor }));
    const { doc } = await written(newPain001({ paymentInformation: [newPaymentInformation({ transfers })] }));
    const amounts = children(doc, 'PmtInf/CdtTrfTxInf').map((tx) => childText(tx, 'Amt/InstdAmt'));
    expect(amounts).toEqual(['0.01', '0.10', '0.99', '1.00', '1234567890.12', '100000000000.00']);
    expect(childText(doc, 'GrpHdr/CtrlSum')).toBe('101234567892.22');
  });

  it('writes names in the SWIFT/EPC character set, so no input can change the markup', async () => {
    const transfer = newTransfer(1, { creditor: { name: 'Smith & Sons <Bank> "Ltd"', account: creditorAccount('sort-code-and-number', 1) } });
    const { xml, doc } = await written(newPain001({ paymentInformation: [newPaymentInformation({ transfers: [transfer] })] }));
    expect(childText(doc, 'PmtInf/CdtTrfTxInf/Cdtr/Nm')).toBe("Smith + Sons Bank 'Ltd'");
    expect(xml).not.toMatch(/&(amp|lt|gt|quot);/);
  });

  describe("what a bank's file check asks of each payment (docs/bank-files.md#what-a-banks-file-check-asks)", () => {
    const schemes: [PaymentCurrency, UkPaymentScheme | undefined, string, string | undefined, string][] = [
      ['GBP', undefined, 'NURG', 'FPS', 'SHAR'],
      ['GBP', 'faster-payments', 'NURG', 'FPS', 'SHAR'],
      ['GBP', 'bacs', 'NURG', 'BACS', 'SHAR'],
      ['GBP', 'chaps', 'URGP', 'CHAPS', 'SHAR'],
      ['EUR', undefined, 'SEPA', undefined, 'SLEV'],
      ['USD', undefined, 'NURG', undefined, 'SHAR'],
    ];

    describe.each(VERSIONS)('%s', (version) => {
      it.each(schemes)('%s by %s: SvcLvl %s, LclInstrm %s, ChrgBr %s', async (currency, ukScheme, serviceLevel, localInstrument, chargeBearer) => {
        const { doc } = await written(newPain001({ version, paymentInformation: [newPaymentInformation({ currency, ukScheme })] }));
        expect(childText(doc, 'PmtInf/PmtTpInf/SvcLvl/Cd')).toBe(serviceLevel);
        expect(childText(doc, 'PmtInf/PmtTpInf/LclInstrm/Prtry')).toBe(localInstrument);
        expect(childText(doc, 'PmtInf/ChrgBr')).toBe(chargeBearer);
      });

      it('names the initiating party by the customer id its bank gave the platform, when it has one', async () => {
        const { doc } = await written(newPain001({ version, initiatingParty: { name: 'Savings Platform Ltd', id: 'SAVPLAT001' } }));
        expect(childText(doc, 'GrpHdr/InitgPty/Nm')).toBe('Savings Platform Ltd');
        expect(childText(doc, 'GrpHdr/InitgPty/Id/OrgId/Othr/Id')).toBe('SAVPLAT001');
        const without = await written(newPain001({ version }));
        expect(child(without.doc, 'GrpHdr/InitgPty/Id')).toBeUndefined();
      });

      it('writes the payer address of a EUR payment from a GB account', async () => {
        const { doc } = await written(newPain001({ version, paymentInformation: [newPaymentInformation({ currency: 'EUR' })] }));
        expect(childText(doc, 'PmtInf/Dbtr/PstlAdr/Ctry')).toBe('GB');
        expect(childText(doc, 'PmtInf/Dbtr/PstlAdr/TwnNm')).toBe('London');
        expect(childText(doc, 'PmtInf/Dbtr/PstlAdr/PstCd')).toBe('EC2R 8AH');
        expect(children(doc, 'PmtInf/Dbtr/PstlAdr/AdrLine').map((line) => line.text)).toEqual(['1 Threadneedle Street']);
        // A country alone is enough for the XSD.
        const pmtInf = newPaymentInformation({ currency: 'EUR' });
        const countryOnly = await written(newPain001({ version, paymentInformation: [{ ...pmtInf, debtor: { ...pmtInf.debtor, address: { country: 'GB' } } }] }));
        expect(childText(countryOnly.doc, 'PmtInf/Dbtr/PstlAdr/Ctry')).toBe('GB');
      });
    });

    it('needs no payer address on a EUR payment from an EEA account', async () => {
      const pmtInf = newPaymentInformation({ currency: 'EUR' });
      const eea = { form: 'iban' as const, iban: (creditorAccount('iban', 99, 'EUR') as { iban: string }).iban, bic: 'COBADEFFXXX' };
      const { doc } = await written(newPain001({ paymentInformation: [{ ...pmtInf, debtor: { name: pmtInf.debtor.name, account: eea } }] }));
      expect(child(doc, 'PmtInf/Dbtr/PstlAdr')).toBeUndefined();
    });

    it('writes names and references in the SWIFT/EPC character set, cut to each field and scheme', async () => {
      const client = newTransfer(1, { creditor: { name: 'Zoë Ødegård-Müller & Søn', account: creditorAccount('sort-code-and-number', 1) }, remittance: 'Zoë’s WITHDRAWAL 2026' });
      const long = newTransfer(2, { creditor: { name: 'N'.repeat(80), account: creditorAccount('sort-code-and-number', 2) }, remittance: 'R'.repeat(19) });
      const gbp = await written(
        newPain001({ initiatingParty: { name: 'Plateforme d’Épargne & Cie' }, paymentInformation: [newPaymentInformation({ transfers: [client, long] })] }),
      );
      expect(childText(gbp.doc, 'GrpHdr/InitgPty/Nm')).toBe("Plateforme d'Epargne + Cie");
      const [first, second] = children(gbp.doc, 'PmtInf/CdtTrfTxInf');
      expect(childText(first, 'Cdtr/Nm')).toBe('Zoe Odegard-Muller + Son');
      // A Faster Payments (and Bacs) reference is 18 characters.
      expect(childText(first, 'RmtInf/Ustrd')).toBe("Zoe's WITHDRAWAL 2");
      expect(childText(second, 'Cdtr/Nm')).toBe('N'.repeat(70));
      expect(childText(second, 'RmtInf/Ustrd')).toBe('R'.repeat(18));
      // SEPA remittance: 140.
      const eur = await written(
        newPain001({ paymentInformation: [newPaymentInformation({ currency: 'EUR', transfers: [newTransfer(3, { remittance: 'É'.repeat(150) }, 'iban', 'EUR')] })] }),
      );
      expect(childText(eur.doc, 'PmtInf/CdtTrfTxInf/RmtInf/Ustrd')).toBe('E'.repeat(140));
    });
  });

  describe('refuses, with a typed error naming each field, and writes nothing', () => {
    it('an id of 36 characters', async () => {
      const error = await refusal(newPain001({ messageId: 'M'.repeat(36) }));
      expect(error.errors).toEqual([{ field: 'messageId', reason: 'maxLength' }]);
    });

    it('an id with a character outside A-Za-z0-9-', async () => {
      const transfer = newTransfer(1, { endToEndId: 'E2E_1' });
      const error = await refusal(newPain001({ paymentInformation: [newPaymentInformation({ paymentInformationId: 'PMT 1', transfers: [transfer] })] }));
      expect(error.errors).toEqual([
        { field: 'paymentInformation[0].paymentInformationId', reason: 'format' },
        { field: 'paymentInformation[0].transfers[0].endToEndId', reason: 'format' },
      ]);
    });

    it('an initiating party id outside the SWIFT character set or over 35 characters', async () => {
      const error = await refusal(newPain001({ initiatingParty: { name: 'Savings Platform Ltd', id: 'ID&'.repeat(12) } }));
      expect(error.errors).toEqual([{ field: 'initiatingParty.id', reason: 'maxLength' }]);
      const format = await refusal(newPain001({ initiatingParty: { name: 'Savings Platform Ltd', id: 'CUST_01' } }));
      expect(format.errors).toEqual([{ field: 'initiatingParty.id', reason: 'format' }]);
    });

    it('a name with nothing left in the SWIFT/EPC character set', async () => {
      const transfer = newTransfer(1, { creditor: { name: '王小明', account: creditorAccount('sort-code-and-number', 1) } });
      const error = await refusal(newPain001({ paymentInformation: [newPaymentInformation({ transfers: [transfer] })] }));
      expect(error.errors).toEqual([{ field: 'paymentInformation[0].transfers[0].creditor.name', reason: 'required' }]);
    });

    it('a EUR payment from a GB account without the payer address (EPC: non-EEA participants)', async () => {
      const pmtInf = newPaymentInformation({ currency: 'EUR' });
      const error = await refusal(newPain001({ paymentInformation: [{ ...pmtInf, debtor: { name: pmtInf.debtor.name, account: HUB.EUR } }] }));
      expect(error.errors).toEqual([{ field: 'paymentInformation[0].debtor.address', reason: 'required' }]);
      const badCountry = await refusal(newPain001({ paymentInformation: [{ ...pmtInf, debtor: { ...pmtInf.debtor, address: { country: 'GBR' } } }] }));
      expect(badCountry.errors).toEqual([{ field: 'paymentInformation[0].debtor.address.country', reason: 'format' }]);
    });

    it.each([0n, -1n, 100_000_000_000_01n])('an amount of %s', async (amountMinor) => {
      const error = await refusal(newPain001({ paymentInformation: [newPaymentInformation({ transfers: [newTransfer(1, { amountMinor })] })] }));
      expect(error.errors).toEqual([{ field: 'paymentInformation[0].transfers[0].amountMinor', reason: 'range' }]);
    });

    it('an empty file', async () => {
      expect((await refusal(newPain001({ paymentInformation: [] }))).errors).toEqual([{ field: 'paymentInformation', reason: 'required' }]);
      expect((await refusal(newPain001({ paymentInformation: [newPaymentInformation({ transfers: [] })] }))).errors).toEqual([
        { field: 'paymentInformation[0].transfers', reason: 'required' },
      ]);
    });

    it('an EndToEndId used twice, two transfers to one account, two PmtInf from one account on one day', async () => {
      const twice = newTransfer(1);
      const sameAccount = newTransfer(2, { creditor: { name: 'Institution 1', account: creditorAccount('sort-code-and-number', 1) } });
      const input = newPain001({
        paymentInformation: [newPaymentInformation({ transfers: [twice, sameAccount] }), newPaymentInformation({ paymentInformationId: 'PMT-2', transfers: [{ ...twice }] })],
      });
      expect((await refusal(input)).errors).toEqual([
        { field: 'paymentInformation[0].transfers[1].creditor.account', reason: 'duplicate' },
        { field: 'paymentInformation[1].executionDate', reason: 'duplicate' },
        { field: 'paymentInformation[1].transfers[0].endToEndId', reason: 'duplicate' },
      ]);
    });

    it('accounts that do not fit their form or currency', async () => {
      const badChecksum = { form: 'iban' as const, iban: 'GB00NWBK60161331926819', bic: 'NWBKGB2L' };
      const input = newPain001({
        paymentInformation: [
          newPaymentInformation({
            transfers: [
              newTransfer(1, { creditor: { name: 'A', account: { form: 'sort-code-and-number', sortCode: '60-16-13', accountNumber: '1234567' } } }),
              newTransfer(2, { creditor: { name: 'B', account: badChecksum } }),
            ],
          }),
          newPaymentInformation({
            currency: 'EUR',
            transfers: [
              newTransfer(3, { creditor: { name: 'C', account: creditorAccount('sort-code-and-number', 3) } }),
              newTransfer(4, { creditor: { name: 'D', account: { form: 'iban', iban: (creditorAccount('iban', 4, 'EUR') as { iban: string }).iban } } }),
            ],
          }),
        ],
      });
      expect((await refusal(input)).errors).toEqual([
        { field: 'paymentInformation[0].transfers[0].creditor.account.sortCode', reason: 'format' },
        { field: 'paymentInformation[0].transfers[0].creditor.account.accountNumber', reason: 'format' },
        { field: 'paymentInformation[0].transfers[1].creditor.account.iban', reason: 'format' },
        { field: 'paymentInformation[1].transfers[0].creditor.account.form', reason: 'enum' },
        { field: 'paymentInformation[1].transfers[1].creditor.account.bic', reason: 'required' },
      ]);
    });

    it('is an AppError the HTTP layer answers 400 ValidationFailed', async () => {
      const error = await refusal(newPain001({ messageId: '' }));
      expect(error).toBeInstanceOf(AppError);
      expect([error.code, error.status]).toEqual(['ValidationFailed', 400]);
      expect(error.message).toBe('The bank file was not written: messageId (required).');
    });
  });
});
