/**
 * Payment runs and the files they issue (docs/design/bank-side.md#121-flows, docs/design/bank-side.md#123-files), and the
 * operator's reads of them.
 *
 * A run pays, for one business day, every item whose batch's money is booked
 * at the hub: one line per institution (its lump sum of the day's
 * placements) and one per client account (its withdrawal and maturity
 * proceeds), in one pain.001 per currency and version (an institution whose
 * bank reads `.03` gets its lines in a `.03` file), from the hub. The file is
 * written and validated against the official XSD first; then the file, its
 * lines, their pending transfers and the movements the statement should show
 * are stored in one transaction, so a crash leaves either all of them or
 * none. A file once stored never changes.
 */
import { createHash } from 'node:crypto';
import type { AuditRecorder } from '../audit/audit.js';
import { fileAccountOf, type HubAccount, type PayableAccount, payableHubAccount, payableInstitutionAccount, ukBban } from '../banking/banking.js';
import { nominatedAccountOf, clientOf } from '../clients/clients.js';
import type { Db, Tx } from '../database.js';
import { accountIdentifierOf, type BankAccount, type Pain001Version, type PostalAddressInput, remittanceLimitOf, toBankText, writePain001 } from '../iso20022/iso20022.js';
import * as ledger from '../ledger/ledger.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListTotal, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  currenciesWithUnpaidItems,
  type FileHeaderRow,
  findFileHeader,
  findFileXml,
  findItem,
  holdItem,
  insertExpectedMovements,
  insertFile,
  assignItemsToLine,
  type ItemRow,
  type LineWithState,
  type BatchPaymentRow,
  countFiles,
  listFiles,
  listPaymentsOfBatches,
  listHeldItems,
  listLinesOfFiles,
  listPayableItems,
  releaseItem,
} from './payments.repository.js';
import { executionDateOf } from './execution-date.js';
import { fileReferenceOf } from './references.js';

type Currency = 'GBP' | 'EUR' | 'USD';

export interface RunOutcome {
  files: FileHeaderRow[];
  /** What could not be paid and stays queued or held, with why. */
  notPaid: { paymentItemId: string; reason: string }[];
}

export interface StoredFile {
  header: FileHeaderRow;
  lines: LineWithState[];
}

interface Line {
  kind: 'placement' | 'payout';
  creditorName: string;
  account: BankAccount;
  accountIdentifier: string;
  version: Pain001Version;
  remittance: string;
  financialInstitutionId?: string;
  clientReference?: string;
  financialPartnerId?: string;
  items: ItemRow[];
}

/** Initiating party named in every file. */
const INITIATING_PARTY = 'Savings Platform Ltd';

export type { BatchPaymentRow };

export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The payment run of `date`: a file per currency (and version) with
   * everything payable by then. Running it again pays only what is left.
   *
   * Errors: none (no `AppError`): an account that cannot be paid (not set,
   * its acknowledgement letter not countersigned, a client without a
   * nominated account in the currency) leaves its items unpaid and says why
   * in `notPaid`.
   */
  async run(date: string): Promise<RunOutcome> {
    const outcome: RunOutcome = { files: [], notPaid: [] };
    for (const currency of await currenciesWithUnpaidItems(this.db, date)) {
      await this.db.transaction().execute(async (trx) => {
        const items = await listPayableItems(trx, currency, date);
        if (items.length === 0) return;
        let hub: PayableAccount<HubAccount>;
        try {
          hub = await payableHubAccount(trx, currency as Currency);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          for (const item of items) outcome.notPaid.push({ paymentItemId: item.payment_item_id, reason: error.message });
          return;
        }
        const lines = await this.linesOf(trx, items, currency as Currency, outcome);
        for (const version of ['pain.001.001.09', 'pain.001.001.03'] as const) {
          const ofVersion = lines.filter((l) => l.version === version);
          if (ofVersion.length > 0) outcome.files.push(await this.issueFile(trx, hub, currency as Currency, date, version, ofVersion));
        }
      });
    }
    return outcome;
  }

  /** The lines of a run: placements summed per institution, payouts per client account. */
  private async linesOf(trx: Tx, items: ItemRow[], currency: Currency, outcome: RunOutcome): Promise<Line[]> {
    const lines = new Map<string, Line>();
    const refused = new Map<string, string>();
    for (const item of items) {
      if (item.kind === 'placement') {
        const institutionId = item.financial_institution_id!;
        const key = `placement:${institutionId}`;
        if (refused.has(key)) {
          outcome.notPaid.push({ paymentItemId: item.payment_item_id, reason: refused.get(key)! });
          continue;
        }
        if (!lines.has(key)) {
          try {
            const settings = await payableInstitutionAccount(trx, institutionId, currency);
            const account = institutionFileAccount(settings.account, currency, settings.ukAccountForm);
            lines.set(key, {
              kind: 'placement',
              creditorName: settings.account.accountName,
              account,
              accountIdentifier: accountIdentifierOf(account),
              version: settings.pain001Version,
              remittance: `PLACEMENT ${item.due_date.replace(/-/g, '')}`,
              financialInstitutionId: institutionId,
              items: [],
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refused.set(key, error.message);
            outcome.notPaid.push({ paymentItemId: item.payment_item_id, reason: error.message });
            continue;
          }
        }
        lines.get(key)!.items.push(item);
      } else {
        const clientReference = item.client_reference!;
        const account = await this.nominatedAccount(trx, item, currency);
        if (typeof account === 'string') {
          await holdItem(trx, item.payment_item_id, account);
          outcome.notPaid.push({ paymentItemId: item.payment_item_id, reason: account });
          continue;
        }
        const key = `payout:${accountIdentifierOf(account.account)}`;
        if (!lines.has(key)) {
          lines.set(key, {
            kind: 'payout',
            creditorName: account.name,
            account: account.account,
            accountIdentifier: accountIdentifierOf(account.account),
            version: 'pain.001.001.09',
            remittance: 'SAVINGS WITHDRAWAL',
            clientReference,
            financialPartnerId: item.financial_partner_id,
            items: [],
          });
        }
        lines.get(key)!.items.push(item);
      }
    }
    return [...lines.values()];
  }

  /** A client's nominated account in the currency, or why it cannot be paid. */
  private async nominatedAccount(trx: Tx, item: ItemRow, currency: Currency): Promise<{ name: string; account: BankAccount } | string> {
    const client = await clientOf(trx, item.financial_partner_id, item.client_reference!);
    const nominated = client ? nominatedAccountOf(client.profile, currency) : null;
    if (!nominated) return `Client ${item.client_reference} has no ${currency} bank account to pay: the partner must add one (PUT /clients/...).`;
    const name = String(nominated.accountName ?? 'Client').slice(0, 70);
    if (currency === 'GBP' && typeof nominated.sortCode === 'string' && typeof nominated.accountNumber === 'string') {
      return { name, account: { form: 'sort-code-and-number', sortCode: nominated.sortCode.replace(/-/g, ''), accountNumber: nominated.accountNumber } };
    }
    if (typeof nominated.iban === 'string' && typeof nominated.bic === 'string') {
      return { name, account: { form: 'iban', iban: nominated.iban.replace(/\s/g, '').toUpperCase(), bic: nominated.bic.toUpperCase() } };
    }
    return `Client ${item.client_reference}'s ${currency} bank account has no IBAN and BIC, which a ${currency} payment needs: the partner must add them.`;
  }

  /** Writes, validates and stores one file with its lines, transfers and expected movements. */
  private async issueFile(trx: Tx, hub: PayableAccount<HubAccount>, currency: Currency, date: string, version: Pain001Version, lines: Line[]): Promise<FileHeaderRow> {
    const now = this.clock.now();
    const fileId = newId();
    const paymentInformationId = fileReferenceOf(newId());
    // What a bank's file check asks (docs/bank-files.md#what-a-banks-file-check-asks): the hub account's settings.
    const ukScheme = currency === 'GBP' ? (hub.ukPaymentScheme ?? undefined) : undefined;
    const executionDate = executionDateOf(date, now, hub.sameDayCutOffUtc);
    // Names and references as the file carries them, so the lines and expected movements say what the bank will show.
    const planned = lines.map((line) => ({
      line,
      lineId: newId(),
      endToEndId: fileReferenceOf(newId()),
      amountMinor: line.items.reduce((sum, i) => sum + BigInt(i.amount_minor), 0n),
      creditorName: toBankText(line.creditorName, 70) || (line.kind === 'payout' ? 'Client' : 'Institution'),
      remittance: toBankText(line.remittance, remittanceLimitOf(currency, ukScheme)),
    }));
    const xml = await writePain001({
      version,
      messageId: fileReferenceOf(fileId),
      createdAt: now,
      initiatingParty: { name: INITIATING_PARTY, ...(hub.initiatingPartyId ? { id: hub.initiatingPartyId } : {}) },
      paymentInformation: [
        {
          paymentInformationId,
          executionDate,
          currency,
          ...(ukScheme ? { ukScheme } : {}),
          debtor: { name: toBankText(hub.accountName, 70) || INITIATING_PARTY, account: fileAccountOf(hub), ...debtorAddressOf(hub, currency) },
          transfers: planned.map((p) => ({
            endToEndId: p.endToEndId,
            amountMinor: p.amountMinor,
            creditor: { name: p.creditorName, account: p.line.account },
            ...(p.remittance ? { remittance: p.remittance } : {}),
          })),
        },
      ],
    });
    // The transfers first (the lines refer to them), all pending until the statement shows each payment.
    for (const p of planned) {
      // The other side: the institution's transit, or each client's payout (clients sharing one account share its line).
      const counters = new Map<string, bigint>();
      for (const item of p.line.items) {
        const owner = p.line.kind === 'placement' ? p.line.financialInstitutionId! : item.client_reference!;
        counters.set(owner, (counters.get(owner) ?? 0n) + BigInt(item.amount_minor));
      }
      const kind = p.line.kind === 'placement' ? ('transit-out' as const) : ('client-payout' as const);
      await ledger.transfer(
        trx,
        {
          transferId: `${p.line.kind}:${p.lineId}`,
          currencyCode: currency,
          kind: p.line.kind,
          businessDate: executionDate,
          description: `Payment ${p.endToEndId} of file ${fileReferenceOf(fileId)}: ${p.line.kind} to ${p.line.financialInstitutionId ?? `client ${p.line.clientReference}`}`,
          state: 'pending',
          legs: [
            { account: { currencyCode: currency, kind: 'hub' }, amountMinor: p.amountMinor },
            ...[...counters].map(([ownerId, amount]) => ({ account: { currencyCode: currency, kind, ownerId }, amountMinor: -amount })),
          ],
        },
        now,
      );
    }
    const total = planned.reduce((sum, p) => sum + p.amountMinor, 0n);
    await insertFile(
      trx,
      {
        payment_file_id: fileId,
        message_id: fileReferenceOf(fileId),
        message_version: version,
        currency_code: currency,
        execution_date: executionDate,
        line_count: planned.length,
        control_sum_minor: total,
        file_sha256: createHash('sha256').update(xml, 'utf8').digest('hex'),
        file_xml: xml,
        created_at: now,
      },
      planned.map((p, position) => ({
        payment_line_id: p.lineId,
        payment_file_id: fileId,
        position,
        payment_information_id: paymentInformationId,
        end_to_end_id: p.endToEndId,
        kind: p.line.kind,
        amount_minor: p.amountMinor,
        creditor_name: p.line.creditorName.slice(0, 140),
        creditor_account: p.line.accountIdentifier,
        remittance: p.remittance || null,
        financial_institution_id: p.line.financialInstitutionId ?? null,
        client_reference: p.line.clientReference ?? null,
        financial_partner_id: p.line.financialPartnerId ?? null,
        transfer_id: `${p.line.kind}:${p.lineId}`,
      })),
    );
    await insertExpectedMovements(
      trx,
      planned.map((p) => ({
        expected_movement_id: newId(),
        transfer_id: `${p.line.kind}:${p.lineId}`,
        currency_code: currency,
        credit_debit: 'DBIT' as const,
        amount_minor: p.amountMinor,
        expected_date: executionDate,
        end_to_end_id: p.endToEndId,
        payment_information_id: paymentInformationId,
        remittance: p.remittance || null,
        counterparty_account: p.line.accountIdentifier,
        payment_line_id: p.lineId,
        status: 'expected' as const,
        created_at: now,
      })),
    );
    for (const p of planned) {
      await assignItemsToLine(
        trx,
        p.line.items.map((i) => i.payment_item_id),
        p.lineId,
      );
    }
    return (await findFileHeader(trx, fileId))!;
  }

  /** The payments queued for these batches, each with the line and file issued for it, if any (an account statement's bank side). Errors: none. */
  paymentsOfBatches(instructionBatchIds: readonly string[]): Promise<BatchPaymentRow[]> {
    return listPaymentsOfBatches(this.db, instructionBatchIds);
  }

  /** Newest first. Errors: none. */
  async list(paging: Paging): Promise<{ rows: FileHeaderRow[]; hasMore: boolean } & ListTotal> {
    return readCountedPage(
      paging,
      (offset, limit) => listFiles(this.db, offset, limit),
      (limit) => countFiles(this.db, limit),
    );
  }

  /** Every file, newest first, a chunk at a time (the CSV export; the list grows by a few files a day). */
  exportList(): AsyncGenerator<FileHeaderRow[]> {
    return walkByOffset((offset, limit) => listFiles(this.db, offset, limit));
  }

  /** Errors: `NotFound`. */
  /**
   * A file's header by its id or its message id (the id without its dashes,
   * as a bank quotes it back); undefined when there is none.
   *
   * Errors: none.
   */
  async findHeader(idOrMessageId: string): Promise<FileHeaderRow | undefined> {
    const id = /^[0-9a-f]{32}$/i.test(idOrMessageId) ? idOrMessageId.toLowerCase().replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') : idOrMessageId;
    return findFileHeader(this.db, id);
  }

  async get(paymentFileId: string): Promise<StoredFile> {
    const header = await findFileHeader(this.db, paymentFileId);
    if (!header) throw AppError.notFound(`Payment file ${paymentFileId}`);
    return { header, lines: await listLinesOfFiles(this.db, [paymentFileId]) };
  }

  /** The file as it was issued, byte for byte. Errors: `NotFound`. */
  async xml(paymentFileId: string): Promise<string> {
    const xml = await findFileXml(this.db, paymentFileId);
    if (xml === undefined) throw AppError.notFound(`Payment file ${paymentFileId}`);
    return xml;
  }

  /** The items held back (a rejected payment, an account that cannot be paid), oldest first. Errors: none. */
  async held(limit = 200): Promise<ItemRow[]> {
    return listHeldItems(this.db, limit);
  }

  /**
   * Releases a held item: the next payment run pays it again.
   *
   * Errors: `NotFound` (no such item), `Conflict` (it is not held).
   */
  async release(paymentItemId: string, audit?: AuditRecorder): Promise<ItemRow> {
    return this.db.transaction().execute(async (trx) => {
      const before = await findItem(trx, paymentItemId);
      if (!before) throw AppError.notFound(`Payment item ${paymentItemId}`);
      const after = await releaseItem(trx, paymentItemId);
      if (!after) throw new AppError('Conflict', `Payment item ${paymentItemId} is not held: only a held item is released.`);
      await audit?.(trx, { objectType: 'payment-item', objectId: paymentItemId, before: { heldReason: before.held_reason }, after: { heldReason: null } });
      return after;
    });
  }
}

/**
 * `Dbtr/PstlAdr`: the hub account's address where set; otherwise, on a EUR
 * payment, the account's country alone (its IBAN's), which the EPC asks of
 * a payer outside the EEA (docs/bank-files.md#what-a-banks-file-check-asks).
 */
function debtorAddressOf(hub: HubAccount, currency: Currency): { address?: PostalAddressInput } {
  const address = hub.postalAddress;
  if (address) {
    return {
      address: {
        country: address.country,
        ...(address.townName ? { townName: address.townName } : {}),
        ...(address.postCode ? { postCode: address.postCode } : {}),
        ...(address.addressLines.length > 0 ? { addressLines: address.addressLines } : {}),
      },
    };
  }
  const country = hub.iban ? hub.iban.slice(0, 2) : 'GB';
  return currency === 'EUR' ? { address: { country } } : {};
}

/** An institution's receiving account as its settings say its files name it. */
function institutionFileAccount(
  account: { sortCode: string | null; accountNumber: string | null; iban: string | null; bic: string | null },
  currency: Currency,
  form: string,
): BankAccount {
  if (currency === 'GBP' && form === 'sort-code-and-number' && account.sortCode && account.accountNumber) {
    return { form: 'sort-code-and-number', sortCode: account.sortCode, accountNumber: account.accountNumber };
  }
  if (currency === 'GBP' && form === 'bban' && account.iban) {
    const bban = ukBban(account.iban);
    if (bban) return { form: 'bban', bban, bic: account.bic ?? undefined };
  }
  return { form: 'iban', iban: account.iban!, bic: account.bic ?? undefined };
}
