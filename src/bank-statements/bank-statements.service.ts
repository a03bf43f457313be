/**
 * The bank files the operator uploads (docs/bank-side.md "Statements in"):
 * camt.053 statements, camt.054 notifications and pain.002 status reports,
 * read with `readBankFile`, stored append-only with their entries, each
 * booked entry of a statement that matches no expected movement put in
 * suspense in the books, and the operator's resolution of those entries.
 *
 * Why it works this way:
 * - One transaction per upload, under one lock: the file is stored whole,
 *   its statements recorded as their hub accounts' last read, its entries in
 *   suspense, and the upload audited, or nothing is.
 * - Idempotent on what the bank numbered: a statement is its (kind, Stmt/Id,
 *   ElctrncSeqNb). The same file again answers what was stored; another file
 *   under a number already stored is a Conflict (a bank does not send two
 *   different statements under one number: someone should look).
 * - A camt.053 continues its account's sequence (last read + 1; the first
 *   statement of an account may start anywhere): a gap means a statement
 *   was missed, and reading on would hide it.
 * - A statement is for one of the platform's accounts: its client-money
 *   account ("hub") in the currency, or an institution's receiving account
 *   (the money placed there). A hub entry is matched to the movement the
 *   platform expected (payments' matchStatementEntry, docs/design/bank-side.md#124-matching-statement-entries),
 *   which posts its pending transfer; an institution's entry is interest it
 *   paid (booked then) or the other side of a hub movement (booked by the
 *   hub's entry) (payments' matchInstitutionEntry). What matches nothing
 *   goes to suspense against the account it was booked on.
 * - Each account's statements continue their own sequence, from its last
 *   statement read (kept by banking, for the hub and each institution's
 *   receiving account alike).
 * - pain.002 status reports are stored with their per-transaction statuses;
 *   a `RJCT` voids the payment it names (payments' rejectPayment).
 *   Notifications (camt.054) are stored for the record only: the statement
 *   that follows books the same movements, and booking both would book
 *   them twice.
 */
import { createHash } from 'node:crypto';
import type { AuditRecorder } from '../audit/audit.js';
import { partnerRolesOf } from '../auth/auth.js';
import { toBusinessDate } from '../calendar/calendar.js';
import { accountNamedBy, type Currency, type HubAccount, hubAccount, type InstitutionAccount, maskedAccount, recordStatementRead } from '../banking/banking.js';
import type { Db, Tx } from '../database.js';
import { accountIdentifierOf, type BankEntry, type BankFile, readBankFile } from '../iso20022/iso20022.js';
import { bookAccountCode, bookAccountRefOf, type BookAccountRef, findTransfer, transfer } from '../ledger/ledger.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListTotal, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  type EntryRow,
  findEntryForUpdate,
  findStatementHeader,
  findStatementsByKeys,
  findStatementXml,
  insertStatement,
  listStatementEntries,
  countStatements,
  countUnmatchedEntries,
  listStatements,
  listUnmatchedEntries,
  lockStatementUploads,
  type NewEntryRow,
  type NewStatementRow,
  resolveEntryIfUnmatched,
  type StatementHeaderRow,
} from './bank-statements.repository.js';
import type { ResolutionAction } from './bank-statements.tables.js';
import { matchInstitutionEntry, matchStatementEntry, rejectPayment } from '../payments/payments.js';

/** Who uploads or resolves: the operator's name (stored with the file or the resolution) and the recorder of the audit trail. */
export interface OperatorActor {
  name: string;
  audit?: AuditRecorder;
}

export interface StoredStatement {
  header: StatementHeaderRow;
  entries: EntryRow[];
}

export interface UploadResult {
  /** False when the same file was already stored: nothing changed. */
  created: boolean;
  statements: StoredStatement[];
}

export interface Resolution {
  reason: string;
  action: ResolutionAction;
  financialPartnerId?: string;
}

const CURRENCIES: readonly string[] = ['GBP', 'EUR', 'USD'];

/** An account of the platform's that a statement may be for: its client-money account, or its money placed at an institution. */
type HeldAccount = HubAccount | InstitutionAccount;

/** The ledger account that holds what is in the bank account: the hub, or what is placed at the institution. */
function bankLegOf(account: HeldAccount): BookAccountRef {
  return account.holder.kind === 'hub'
    ? { currencyCode: account.currencyCode, kind: 'hub' }
    : { currencyCode: account.currencyCode, kind: 'placed', ownerId: account.holder.financialInstitutionId };
}

/** For a message: "the GBP client-money account" or "institution NORTHBANK's GBP receiving account". */
function accountTitle(account: HeldAccount): string {
  return account.holder.kind === 'hub'
    ? `the ${account.currencyCode} client-money account`
    : `institution ${account.holder.financialInstitutionId}'s ${account.currencyCode} receiving account`;
}

/** The transfer that puts an entry in suspense, and the one that takes it out. */
export const suspenseTransferId = (entryId: string) => `statement-entry:${entryId}`;
export const resolutionTransferId = (entryId: string) => `statement-entry:${entryId}:resolution`;

/** One statement, notification or status report of the file, ready to store. */
interface Part {
  row: Omit<NewStatementRow, 'file_xml' | 'file_sha256' | 'received_at' | 'received_by' | 'bank_statement_id'>;
  entries: BankEntry[];
  statusEntries: Omit<NewEntryRow, 'bank_statement_entry_id' | 'bank_statement_id' | 'position' | 'status'>[];
  /** camt: the account, as one identifier, and its currency. */
  account?: { identifier: string; currency: string };
}

/**
 * What a statement's upload does once its booked entries are matched: the
 * movements of a settled batch (the partner's payment at the hub, the
 * placements and repayments at the institutions, the clients' payouts) are
 * expected movements of the payments context, and a batch is Completed when
 * the bank's statements show every one of them booked. This context does not
 * know batches; the composition root hands it the batches context's
 * `BatchesService`, which completes them.
 */
export interface BatchMoneyBooked {
  /**
   * Completes every settled batch whose money the bank's statements now show
   * booked throughout (an upload may book the last movement of several
   * batches at once). Runs in the upload's transaction, after its entries are
   * matched and their pending transfers posted: a batch completes together
   * with the statement that booked its money, or not at all.
   *
   * Errors: none expected; a throw rolls the upload back.
   */
  completeBookedBatches(trx: Tx): Promise<unknown>;
}

export class BankStatementsService {
  /**
   * @param batchMoneyBooked called in each upload's transaction once its
   *   entries are matched (`BatchMoneyBooked`).
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly batchMoneyBooked: BatchMoneyBooked,
  ) {}

  /**
   * Reads, checks and stores a bank file; puts each booked entry of a
   * statement that matches nothing in suspense.
   *
   * Errors: `BankFileRejected` (422: the file is not a readable camt.053,
   * camt.054 or pain.002, a statement does not prove, has no ElctrncSeqNb,
   * or is for an account the platform does not hold), `Conflict` (another
   * file was stored under one of its statement ids and sequence numbers, or
   * a statement does not continue its account's sequence: the description
   * names the number expected).
   */
  async upload(xml: string, by: OperatorActor): Promise<UploadResult> {
    const file = await readBankFile(xml);
    const sha256 = createHash('sha256').update(xml, 'utf8').digest('hex');
    const parts = partsOf(file);
    return this.db.transaction().execute(async (trx) => {
      await lockStatementUploads(trx);
      const keys = parts.map((p) => ({ kind: p.row.message_kind, statementId: p.row.statement_id, sequenceNumber: BigInt(p.row.sequence_number) }));
      const stored = await findStatementsByKeys(trx, keys);
      if (stored.length > 0) {
        const other = stored.find((s) => s.file_sha256 !== sha256);
        if (other || stored.length !== parts.length) {
          const s = other ?? stored[0];
          throw new AppError(
            'Conflict',
            `Another file was already stored as ${s.message_version} ${s.statement_id} (sequence ${s.sequence_number}), received ${s.received_at.toISOString()} as bank statement ${s.bank_statement_id}: a bank does not send two files under one number; look at both before anything else.`,
          );
        }
        return { created: false, statements: await this.withEntries(trx, stored) };
      }

      const now = this.clock.now();
      const created: StoredStatement[] = [];
      const nextSequence = new Map<string, bigint>();
      for (const part of parts) {
        const held = part.account ? await this.heldAccount(trx, part) : undefined;
        if (held && part.row.message_kind === 'statement') {
          const sequence = BigInt(part.row.sequence_number);
          const key = `${held.currencyCode}:${part.account!.identifier}`;
          const last = held.lastStatementRead;
          const expected = nextSequence.get(key) ?? (last ? last.sequenceNumber + 1n : undefined);
          if (expected !== undefined && sequence !== expected) {
            throw new AppError(
              'Conflict',
              `Statement ${part.row.statement_id} has sequence number ${sequence}, but ${accountTitle(held)}'s next statement is number ${expected}` +
                (last ? ` (the last read is ${last.statementId}, number ${last.sequenceNumber})` : '') +
                ': upload the missing statements first, in order.',
            );
          }
          await recordStatementRead(trx, {
            currencyCode: held.currencyCode,
            accountIdentifier: part.account!.identifier,
            statementId: part.row.statement_id,
            sequenceNumber: sequence,
            closingBalanceMinor: BigInt(part.row.closing_balance_minor!),
            closingDate: part.row.closing_date!,
            readAt: now,
          });
          nextSequence.set(key, sequence + 1n);
        }
        const id = newId();
        const header: NewStatementRow = { ...part.row, bank_statement_id: id, file_sha256: sha256, file_xml: xml, received_at: now, received_by: by.name };
        const entries: NewEntryRow[] = [];
        const toSuspense: NewEntryRow[] = [];
        for (const [position, entry] of part.entries.entries()) {
          const row = entryRow(entry, id, position);
          if (held && part.row.message_kind === 'statement' && entry.status === 'BOOK') {
            // The movement it shows, found and its pending transfer posted (the hub), or what it is (an institution's
            // account: interest paid, the other side of a hub movement); or suspense.
            const match = row.reversal ? undefined : await this.match(trx, held, part.account!.identifier, entry, row, now);
            row.status = match ? 'matched' : 'unmatched';
            row.matched_movement_id = match?.movementId ?? null;
            if (!match) toSuspense.push(row);
          }
          entries.push(row);
        }
        part.statusEntries.forEach((s, position) => entries.push({ ...s, bank_statement_entry_id: newId(), bank_statement_id: id, position, status: 'recorded' }));
        await insertStatement(trx, header, entries);
        for (const s of part.statusEntries) {
          // A rejected payment of ours: its transfer voided, the money back where it came from.
          if (s.entry_status === 'RJCT' && s.end_to_end_id) await rejectPayment(trx, s.end_to_end_id, s.status_reason ?? 'no reason given', now);
        }
        for (const row of toSuspense) await this.bookSuspense(trx, row, header, bankLegOf(held!), now);
        const storedHeader = await findStatementHeader(trx, id);
        const storedEntries = await listStatementEntries(trx, [id]);
        await by.audit?.(trx, { objectType: 'bank-statement', objectId: id, before: null, after: auditView(storedHeader!, storedEntries) });
        created.push({ header: storedHeader!, entries: storedEntries });
      }
      // The batches whose money this statement booked complete with it.
      await this.batchMoneyBooked.completeBookedBatches(trx);
      return { created: true, statements: created };
    });
  }

  /** Newest first. Errors: none. */
  async list(paging: Paging): Promise<{ rows: StatementHeaderRow[]; hasMore: boolean } & ListTotal> {
    return readCountedPage(
      paging,
      (offset, limit) => listStatements(this.db, offset, limit),
      (limit) => countStatements(this.db, limit),
    );
  }

  /** Every statement, newest first, a chunk at a time (the CSV export; a few files a day). */
  exportList(): AsyncGenerator<StatementHeaderRow[]> {
    return walkByOffset((offset, limit) => listStatements(this.db, offset, limit));
  }

  /** Errors: `NotFound`. */
  async get(id: string): Promise<StoredStatement> {
    const header = await findStatementHeader(this.db, id);
    if (!header) throw AppError.notFound(`Bank statement ${id}`);
    return { header, entries: await listStatementEntries(this.db, [id]) };
  }

  /** The file as it was received, byte for byte. Errors: `NotFound`. */
  async xml(id: string): Promise<string> {
    const xml = await findStatementXml(this.db, id);
    if (xml === undefined) throw AppError.notFound(`Bank statement ${id}`);
    return xml;
  }

  /** The entries in suspense, oldest first. Errors: none. */
  async unmatched(paging: Paging) {
    return readCountedPage(
      paging,
      (offset, limit) => listUnmatchedEntries(this.db, offset, limit),
      (limit) => countUnmatchedEntries(this.db, limit),
    );
  }

  /** Every entry in suspense, oldest first, a chunk at a time (the CSV export). */
  exportUnmatched() {
    return walkByOffset((offset, limit) => listUnmatchedEntries(this.db, offset, limit));
  }

  /**
   * Resolves an entry in suspense with the operator's reason: returned to
   * its sender (suspense back to the hub: the money leaves again) or
   * allocated to a partner (suspense to what is owed to or by the partner).
   *
   * Errors: `ValidationFailed` (a reason empty or over 500 characters; a
   * financialPartnerId missing for an allocation, or given for a return),
   * `NotFound` (no such entry; no such partner), `Conflict` (the entry is
   * not in suspense: matched, recorded only, or already resolved).
   */
  async resolve(entryId: string, resolution: Resolution, by: OperatorActor): Promise<EntryRow> {
    const reason = resolution.reason.trim();
    if (reason.length === 0 || reason.length > 500) throw AppError.validation([{ field: 'reason', reason: reason.length === 0 ? 'required' : 'maxLength' }]);
    const partnerId = resolution.financialPartnerId;
    if (resolution.action === 'allocated-to-partner' && !partnerId) throw AppError.validation([{ field: 'financialPartnerId', reason: 'required' }]);
    if (resolution.action === 'returned-to-sender' && partnerId) {
      throw AppError.validation(
        [{ field: 'financialPartnerId', reason: 'format' }],
        'financialPartnerId is for allocated-to-partner only: a returned entry goes back to its sender.',
      );
    }
    if (partnerId && !(await partnerRolesOf(this.db, [partnerId])).has(partnerId)) throw AppError.notFound(`Financial partner ${partnerId}`);
    return this.db.transaction().execute(async (trx) => {
      const before = await findEntryForUpdate(trx, entryId);
      if (!before) throw AppError.notFound(`Bank statement entry ${entryId}`);
      const now = this.clock.now();
      const after = await resolveEntryIfUnmatched(trx, entryId, { action: resolution.action, partnerId: partnerId ?? null, reason, by: by.name, at: now });
      if (!after) {
        throw new AppError('Conflict', `Bank statement entry ${entryId} is ${before.status}, not in suspense: only an unmatched entry is resolved, once.`);
      }
      const currency = after.currency_code!;
      // The suspense leg that put it there, reversed; the other side is the account at the bank it was booked on (returned:
      // the hub, or an institution's placed money) or the partner (allocated).
      const suspenseLeg = after.credit_debit === 'CRDT' ? after.amount_minor! : -after.amount_minor!;
      const booked = await findTransfer(trx, suspenseTransferId(entryId));
      const bankLegCode = booked?.legs.find((l) => l.accountCode !== bookAccountCode({ currencyCode: currency, kind: 'suspense' }))?.accountCode;
      if (!bankLegCode) throw new Error(`bank statement entry ${entryId} is unmatched but its suspense transfer has no bank leg`);
      await transfer(
        trx,
        {
          transferId: resolutionTransferId(entryId),
          currencyCode: currency,
          kind: 'movement',
          businessDate: toBusinessDate(now),
          description: `Bank statement entry ${entryId} ${resolution.action}${partnerId ? ` ${partnerId}` : ''}: ${reason.slice(0, 200)}`,
          state: 'posted',
          legs: [
            { account: { currencyCode: currency, kind: 'suspense' }, amountMinor: -suspenseLeg },
            partnerId
              ? { account: { currencyCode: currency, kind: 'partner', ownerId: partnerId }, amountMinor: suspenseLeg }
              : { account: bookAccountRefOf(bankLegCode), amountMinor: suspenseLeg },
          ],
        },
        now,
      );
      await by.audit?.(trx, { objectType: 'bank-statement-entry', objectId: entryId, before: entryAuditView(before), after: entryAuditView(after) });
      return after;
    });
  }

  private async withEntries(trx: Tx, headers: StatementHeaderRow[]): Promise<StoredStatement[]> {
    const entries = await listStatementEntries(
      trx,
      headers.map((h) => h.bank_statement_id),
    );
    return headers.map((header) => ({ header, entries: entries.filter((e) => e.bank_statement_id === header.bank_statement_id) }));
  }

  /** The platform's account the statement or notification is for: its client-money account, or an institution's receiving account. */
  private async heldAccount(trx: Tx, part: Part): Promise<HeldAccount> {
    const { identifier, currency } = part.account!;
    const account = CURRENCIES.includes(currency) ? await accountNamedBy(trx, currency as Currency, identifier) : undefined;
    if (!account) {
      const hub = CURRENCIES.includes(currency) ? await hubAccount(trx, currency as Currency) : undefined;
      throw new AppError(
        'BankFileRejected',
        `${part.row.message_kind === 'statement' ? 'Statement' : 'Notification'} ${part.row.statement_id} is for ${currency} account ${identifier}, which is not one the platform holds` +
          (hub ? ` (its ${currency} client-money account is ${maskedAccount(hub)}` : ` (it has no ${currency} client-money account`) +
          `, and no institution's ${currency} receiving account is that account): nothing was stored.`,
      );
    }
    return account;
  }

  /** A booked entry of a statement, matched as its account's side says (docs/design/bank-side.md#124-matching-statement-entries). */
  private async match(trx: Tx, account: HeldAccount, identifier: string, entry: BankEntry, row: NewEntryRow, now: Date): Promise<{ movementId: string | null } | undefined> {
    if (account.holder.kind === 'hub') {
      const movementId = await matchStatementEntry(trx, matchable(row), now);
      return movementId ? { movementId } : undefined;
    }
    return matchInstitutionEntry(
      trx,
      {
        ...matchable(row),
        financialInstitutionId: account.holder.financialInstitutionId,
        accountIdentifier: identifier,
        interest: entry.bankTransactionCode.domain?.subFamily === 'INTR',
      },
      now,
    );
  }

  /** The entry into suspense: credit at the bank, its account holds more (bank -x, suspense +x); debit, the reverse. */
  private async bookSuspense(trx: Tx, row: NewEntryRow, header: NewStatementRow, bankLeg: BookAccountRef, now: Date): Promise<void> {
    const amount = BigInt(row.amount_minor!);
    const suspense = row.credit_debit === 'CRDT' ? amount : -amount;
    const currency = row.currency_code!;
    await transfer(
      trx,
      {
        transferId: suspenseTransferId(row.bank_statement_entry_id),
        currencyCode: currency,
        kind: 'movement',
        businessDate: row.booking_date ?? header.closing_date!,
        description: `Bank statement ${header.statement_id} entry ${Number(row.position) + 1} (${row.credit_debit}) matched nothing: in suspense`,
        state: 'posted',
        legs: [
          { account: bankLeg, amountMinor: -suspense },
          { account: { currencyCode: currency, kind: 'suspense' }, amountMinor: suspense },
        ],
      },
      now,
    );
  }
}

function partsOf(file: BankFile): Part[] {
  const base = { message_kind: file.kind, message_version: file.version, message_id: file.messageId };
  switch (file.kind) {
    case 'statement':
      return file.statements.map((s) => {
        if (s.electronicSequenceNumber === undefined) {
          throw new AppError(
            'BankFileRejected',
            `Statement ${s.id} has no electronic sequence number (ElctrncSeqNb): the platform reads statements in their sequence; nothing was stored.`,
          );
        }
        return {
          row: {
            ...base,
            statement_id: s.id,
            sequence_number: s.electronicSequenceNumber,
            account_identifier: accountIdentifierOf(s.account.identification),
            currency_code: s.account.currency,
            opening_balance_minor: s.openingBalance.amountMinor,
            opening_date: s.openingBalance.date,
            closing_balance_minor: s.closingBalance.amountMinor,
            closing_date: s.closingBalance.date,
          },
          entries: s.entries,
          statusEntries: [],
          account: { identifier: accountIdentifierOf(s.account.identification), currency: s.account.currency },
        };
      });
    case 'notification':
      return file.notifications.map((n) => ({
        row: {
          ...base,
          statement_id: n.id,
          sequence_number: n.electronicSequenceNumber ?? 0n,
          account_identifier: accountIdentifierOf(n.account.identification),
          currency_code: n.account.currency,
        },
        entries: n.entries,
        statusEntries: [],
        account: { identifier: accountIdentifierOf(n.account.identification), currency: n.account.currency },
      }));
    case 'paymentStatusReport':
      return [
        {
          row: { ...base, statement_id: file.messageId, sequence_number: 0n, original_message_id: file.originalMessageId, group_status: file.groupStatus ?? null },
          entries: [],
          statusEntries: file.payments.flatMap((p) =>
            p.transactions.map((t) => ({
              entry_status: t.status ?? p.status ?? null,
              reversal: false,
              end_to_end_id: t.originalEndToEndId ?? null,
              payment_information_id: p.originalPaymentInformationId,
              account_servicer_reference: t.accountServicerReference ?? null,
              status_reason: reasonText(t.reasons) ?? null,
            })),
          ),
        },
      ];
  }
}

function reasonText(reasons: { code?: string; proprietary?: string; additionalInformation: string[] }[]): string | undefined {
  const text = reasons.map((r) => [r.code ?? r.proprietary, ...r.additionalInformation].filter(Boolean).join(' ')).join('; ');
  return text || undefined;
}

function entryRow(entry: BankEntry, statementId: string, position: number): NewEntryRow {
  const tx = entry.transactions[0];
  return {
    bank_statement_entry_id: newId(),
    bank_statement_id: statementId,
    position,
    entry_status: entry.status,
    amount_minor: entry.amountMinor,
    currency_code: entry.currency,
    credit_debit: entry.creditDebit,
    reversal: entry.reversal,
    booking_date: entry.bookingDate ?? null,
    value_date: entry.valueDate ?? null,
    end_to_end_id: tx?.endToEndId ?? null,
    payment_information_id: entry.batchPaymentInformationId ?? tx?.paymentInformationId ?? null,
    account_servicer_reference: entry.accountServicerReference ?? tx?.accountServicerReference ?? null,
    remittance: tx && tx.remittance.length > 0 ? tx.remittance.join(' ') : null,
    counterparty_name: tx?.counterpartyName ?? null,
    counterparty_account: tx?.counterpartyAccount ? accountIdentifierOf(tx.counterpartyAccount) : null,
    status: 'recorded',
  };
}

function matchable(row: NewEntryRow) {
  return {
    entryId: row.bank_statement_entry_id,
    creditDebit: row.credit_debit!,
    amountMinor: BigInt(row.amount_minor!),
    currency: row.currency_code!,
    endToEndId: row.end_to_end_id ?? undefined,
    paymentInformationId: row.payment_information_id ?? undefined,
    remittance: row.remittance ?? undefined,
    counterpartyAccount: row.counterparty_account ?? undefined,
    bookingDate: row.booking_date ?? undefined,
  };
}

function auditView(header: StatementHeaderRow, entries: EntryRow[]) {
  return {
    kind: header.message_kind,
    version: header.message_version,
    messageId: header.message_id,
    statementId: header.statement_id,
    sequenceNumber: header.sequence_number.toString(),
    currencyCode: header.currency_code,
    sha256: header.file_sha256,
    entries: entries.length,
    inSuspense: entries.filter((e) => e.status === 'unmatched').length,
  };
}

function entryAuditView(entry: EntryRow) {
  return {
    status: entry.status,
    amountMinor: entry.amount_minor?.toString() ?? null,
    currencyCode: entry.currency_code,
    creditDebit: entry.credit_debit,
    resolutionAction: entry.resolution_action,
    financialPartnerId: entry.resolution_partner_id,
    reason: entry.resolution_reason,
    resolvedBy: entry.resolved_by,
  };
}
