/**
 * The bank files the operator uploads (docs/bank-side.md "Statements in"):
 * camt.053 statements, camt.054 notifications and pain.002 status reports,
 * read with `readBankFile`, stored append-only with their entries, each
 * booked entry of a statement that matches no expected movement put in
 * suspense in the books, and the operator's resolution of those entries.
 *
 * Why it works this way:
 * - One transaction per upload, under one lock, each statement of the file
 *   judged on its own behind a savepoint (docs/bank-side.md "A file of
 *   several statements"): a statement is stored, recorded as its account's
 *   last read, its entries matched or in suspense, and audited, or nothing of
 *   it is (an account the platform does not hold, one that does not continue
 *   its account); the file's other statements are stored all the same. When
 *   none can be, the file is refused.
 * - Idempotent on what the bank numbered: a statement is its (kind, Stmt/Id,
 *   ElctrncSeqNb), or (kind, Stmt/Id) for one without ElctrncSeqNb. The same
 *   file again answers what was stored; another file under a number already
 *   stored is a Conflict (a bank does not send two different statements
 *   under one number: someone should look).
 * - A camt.053 continues its account's sequence (last read + 1; the first
 *   statement of an account may start anywhere): a gap means a statement
 *   was missed, and reading on would hide it. Without ElctrncSeqNb (optional
 *   in ISO 20022), its opening balance must be the last closing balance (and
 *   its LglSeqNb the last + 1, where both have one).
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
 * - pain.002 status reports are stored with the statuses they give, of the
 *   file, of each payment batch and of each payment; a report answers a
 *   payment file the platform sent, or is refused, and acts on what it
 *   names: a `RJCT` of the file, a batch or a payment voids the payments it
 *   covers (`status-reports.ts`, payments' rejectPayments).
 *   Notifications (camt.054) are stored for the record only: the statement
 *   that follows books the same movements, and booking both would book
 *   them twice.
 * - A file that breaks only its XSD is refused for booking but kept in
 *   quarantine (docs/bank-files.md "Quarantine"), so the day is never stuck;
 *   two admins accepting it book it through this same path, the XSD aside,
 *   and nothing invalid is booked without them.
 */
import { createHash } from 'node:crypto';
import type { AuditRecorder } from '../audit/audit.js';
import { partnerRolesOf } from '../auth/auth.js';
import { toBusinessDate } from '../calendar/calendar.js';
import { accountNamedBy, type Currency, type HubAccount, hubAccount, type InstitutionAccount, maskedAccount, recordStatementRead } from '../banking/banking.js';
import type { Db, Tx } from '../database.js';
import { accountIdentifierOf, type BankEntry, type BankFile, BankFileRejected, type PaymentStatusReportFile, readBankFile } from '../iso20022/iso20022.js';
import { bookAccountCode, bookAccountRefOf, type BookAccountRef, findTransfer, transfer } from '../ledger/ledger.js';
import type { Clock } from '../platform/clock.js';
import { AppError, type ErrorCode } from '../platform/errors.js';
import { formatMinor } from '../platform/money.js';
import { newId } from '../platform/ids.js';
import { type ListTotal, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import {
  type EntryRow,
  findEntryForUpdate,
  findLegalSequenceNumber,
  findStatementHeader,
  findStoredStatement,
  findStatementXml,
  insertStatement,
  listStatementEntries,
  countStatements,
  countUnmatchedEntries,
  listStatements,
  listUnmatchedEntries,
  lockStatementUploads,
  type NewEntryRow,
  partSavepoint,
  type NewStatementRow,
  resolveEntryIfUnmatched,
  type StatementHeaderRow,
} from './bank-statements.repository.js';
import type { ResolutionAction } from './bank-statements.tables.js';
import { issuedPaymentFile, matchInstitutionEntry, matchStatementEntry, rejectPayments } from '../payments/payments.js';
import { reasonText, rejectionsOf } from './status-reports.js';
import {
  acceptQuarantinedFileIfQuarantined,
  countQuarantinedFiles,
  findQuarantinedFile,
  findQuarantinedFileBySha256,
  findQuarantinedFileForUpdate,
  findQuarantinedFileXml,
  insertQuarantinedFile,
  listQuarantinedFiles,
  type QuarantineRow,
} from './quarantine.repository.js';

/** Who uploads or resolves: the operator's name (stored with the file or the resolution) and the recorder of the audit trail. */
export interface OperatorActor {
  name: string;
  audit?: AuditRecorder;
}

export interface StoredStatement {
  header: StatementHeaderRow;
  entries: EntryRow[];
}

/** A statement of the file stored by this upload, or by an earlier one of the same file. */
export interface UploadedStatement extends StoredStatement {
  outcome: 'stored' | 'duplicate';
}

/** A statement of the file refused, nothing of it written: why, as the error it would have been alone. */
export interface RefusedStatement {
  messageKind: NewStatementRow['message_kind'];
  statementId: string;
  accountIdentifier: string | null;
  currencyCode: string | null;
  code: ErrorCode;
  reason: string;
}

export interface UploadResult {
  /** False when nothing new was stored (the same file again): nothing changed. */
  created: boolean;
  /** Stored now or before, in the file's order. */
  statements: UploadedStatement[];
  /** Refused, in the file's order; empty when every one was stored. */
  refused: RefusedStatement[];
}

/** What refuses one statement of a file and not the others. */
const REFUSALS: readonly ErrorCode[] = ['BankFileRejected', 'Conflict', 'ValidationFailed', 'NotFound'];

function refusalOf(part: Part, error: AppError): RefusedStatement {
  return {
    messageKind: part.row.message_kind,
    statementId: part.row.statement_id,
    accountIdentifier: part.account?.identifier ?? null,
    currencyCode: part.account?.currency ?? null,
    code: error.code,
    reason: error.message,
  };
}

/** A file none of whose statements could be stored: its one refusal as it was, or one naming each (409 when each is a conflict, else 422). */
function refusedWhole(refused: RefusedStatement[], errors: AppError[]): AppError {
  if (errors.length === 1) return errors[0];
  const code = refused.every((r) => r.code === 'Conflict') ? 'Conflict' : 'BankFileRejected';
  return new AppError(code, `None of the file's ${refused.length} statements could be stored: ${refused.map((r) => r.reason).join(' ')}`);
}

/** "1003765.44 GBP". */
const money = (minor: bigint, currency: string) => `${formatMinor(minor)} ${currency}`;

/** The statement stored under a part's key: its kind, id and ElctrncSeqNb; or, for a statement without one, its kind and id. */
async function findStoredPart(trx: Tx, part: Part): Promise<StatementHeaderRow | undefined> {
  return findStoredStatement(trx, {
    kind: part.row.message_kind,
    statementId: part.row.statement_id,
    sequenceNumber: part.row.sequence_assigned ? undefined : BigInt(part.row.sequence_number),
  });
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
  /** pain.002: the report, acted on once the file it answers is found (`status-reports.ts`). */
  report?: PaymentStatusReportFile;
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
   * Each statement is judged on its own: the answer lists those stored
   * (now, or before by the same file) and those refused, each with the
   * error it would have been alone. Only when none can be stored is the
   * upload an error: its one statement's, or for several, one naming each
   * (Conflict when each is a conflict, else BankFileRejected).
   *
   * Errors: `BankFileRejected` (422: the file is not a readable camt.053,
   * camt.054 or pain.002, a statement does not prove, or is for an account
   * the platform does not hold; a status report about a file, batch or
   * payment the platform never sent, or about another message than a
   * pain.001: `status-reports.ts`), `Conflict` (another file was stored
   * under one of its statement ids and sequence numbers, or a statement does
   * not continue its account's sequence: the description names the number,
   * or for a statement without ElctrncSeqNb the opening balance, expected).
   * A file refused only for its XSD is kept in quarantine first (its 422
   * names the quarantine id: `readOrQuarantine`).
   */
  async upload(xml: string, by: OperatorActor): Promise<UploadResult> {
    const file = await this.readOrQuarantine(xml, by);
    return this.db.transaction().execute((trx) => this.book(trx, xml, file, by));
  }

  /**
   * The file read; or, when it breaks its XSD but is otherwise readable, kept
   * in quarantine (once per file) and refused all the same (docs/bank-files.md
   * "Quarantine"). A quarantined file since accepted reads as it was booked,
   * so its upload again answers what was stored.
   *
   * Errors: `BankFileRejected` (the file's refusal; for a quarantined one,
   * naming its quarantine id first).
   */
  private async readOrQuarantine(xml: string, by: OperatorActor): Promise<BankFile> {
    try {
      return await readBankFile(xml);
    } catch (error) {
      if (!(error instanceof BankFileRejected) || error.reason !== 'schema') throw error;
      let file: BankFile;
      try {
        file = await readBankFile(xml, { acceptSchemaProblems: true });
      } catch {
        // Unreadable beyond its schema too: refused as it was, nothing kept.
        throw error;
      }
      const kept = await this.quarantine(xml, file, error, by);
      if (kept.status === 'accepted') return file;
      throw new BankFileRejected(
        'schema',
        `Kept in quarantine as ${kept.quarantined_file_id} (GET /operator/bank-statements/quarantine/${kept.quarantined_file_id}; two admins may accept it for booking), nothing booked: ${error.message}`,
        { errors: error.errors, schemaProblems: error.schemaProblems },
      );
    }
  }

  /** The file kept in quarantine, audited; the row kept before when the same file (its sha256) is there already. */
  private async quarantine(xml: string, file: BankFile, rejected: BankFileRejected, by: OperatorActor): Promise<QuarantineRow> {
    const sha256 = sha256Of(xml);
    return this.db.transaction().execute(async (trx) => {
      const stored = await insertQuarantinedFile(trx, {
        quarantined_file_id: newId(),
        file_sha256: sha256,
        file_xml: xml,
        message_version: file.version,
        schema_problems: rejected.schemaProblems.slice(0, MAX_KEPT_PROBLEMS).map((p) => ({ line: p.line ?? null, message: p.message })),
        schema_problem_count: Math.max(rejected.schemaProblems.length, 1),
        uploaded_by: by.name,
        uploaded_at: this.clock.now(),
      });
      if (!stored) return (await findQuarantinedFileBySha256(trx, sha256))!;
      await by.audit?.(trx, { objectType: 'quarantined-bank-file', objectId: stored.quarantined_file_id, before: null, after: quarantineAuditView(stored) });
      return stored;
    });
  }

  /**
   * A quarantined file accepted for booking with a reason (four eyes: its
   * proposal's approval calls this, `proposedBy` its proposer): booked as an
   * upload is, but for its XSD (every other check holds: each statement
   * proves, is for an account the platform holds and continues its
   * account), and marked accepted with the reason, both names and the
   * statements it was booked as, in one transaction, audited.
   *
   * Errors: `ValidationFailed` (a reason empty or over 500 characters),
   * `NotFound`, `Conflict` (accepted already; or as the upload: a statement
   * that does not continue its account, another file under its number),
   * `BankFileRejected` (as the upload, but for the XSD): nothing is written.
   */
  async acceptQuarantined(id: string, acceptance: { reason: string; proposedBy: string }, by: OperatorActor): Promise<QuarantineRow> {
    const reason = checkedAcceptanceReason(acceptance.reason);
    const xml = await findQuarantinedFileXml(this.db, id);
    if (xml === undefined) throw AppError.notFound(`Quarantined bank file ${id}`);
    const file = await readBankFile(xml, { acceptSchemaProblems: true });
    return this.db.transaction().execute(async (trx) => {
      const before = await findQuarantinedFileForUpdate(trx, id);
      if (before?.status !== 'quarantined') throw quarantinedAlready(id, before);
      const booked = await this.book(trx, xml, file, by);
      const after = await acceptQuarantinedFileIfQuarantined(trx, id, {
        reason,
        proposedBy: acceptance.proposedBy,
        by: by.name,
        at: this.clock.now(),
        statementIds: booked.statements.map((s) => s.header.bank_statement_id),
      });
      if (!after) throw quarantinedAlready(id, before);
      await by.audit?.(trx, { objectType: 'quarantined-bank-file', objectId: id, before: quarantineAuditView(before), after: quarantineAuditView(after) });
      return after;
    });
  }

  /**
   * What an acceptance would act on, checked before it is proposed: the
   * file is in quarantine still.
   *
   * Errors: `ValidationFailed` (the reason), `NotFound`, `Conflict` (accepted already).
   */
  async quarantinedToAccept(id: string, reason: string): Promise<QuarantineRow> {
    checkedAcceptanceReason(reason);
    const row = await findQuarantinedFile(this.db, id);
    if (row?.status !== 'quarantined') throw quarantinedAlready(id, row);
    return row;
  }

  /** Newest first. Errors: none. */
  async listQuarantined(paging: Paging): Promise<{ rows: QuarantineRow[]; hasMore: boolean } & ListTotal> {
    return readCountedPage(
      paging,
      (offset, limit) => listQuarantinedFiles(this.db, offset, limit),
      (limit) => countQuarantinedFiles(this.db, limit),
    );
  }

  /** Every quarantined file, newest first, a chunk at a time (the CSV export). */
  exportQuarantined(): AsyncGenerator<QuarantineRow[]> {
    return walkByOffset((offset, limit) => listQuarantinedFiles(this.db, offset, limit));
  }

  /** Errors: `NotFound`. */
  async getQuarantined(id: string): Promise<QuarantineRow> {
    const row = await findQuarantinedFile(this.db, id);
    if (!row) throw AppError.notFound(`Quarantined bank file ${id}`);
    return row;
  }

  /** The quarantined file as it was received, byte for byte. Errors: `NotFound`. */
  async quarantinedXml(id: string): Promise<string> {
    const xml = await findQuarantinedFileXml(this.db, id);
    if (xml === undefined) throw AppError.notFound(`Quarantined bank file ${id}`);
    return xml;
  }

  /** The file's statements judged and stored in the caller's transaction (the upload's, or a quarantined file's acceptance). */
  private async book(trx: Tx, xml: string, file: BankFile, by: OperatorActor): Promise<UploadResult> {
    const sha256 = sha256Of(xml);
    const parts = partsOf(file);
    await lockStatementUploads(trx);
    const now = this.clock.now();
    const statements: UploadedStatement[] = [];
    const refused: RefusedStatement[] = [];
    const errors: AppError[] = [];
    const refuse = (part: Part, error: AppError) => {
      refused.push(refusalOf(part, error));
      errors.push(error);
    };
    // Each statement judged on its own (docs/bank-side.md "A file of several statements"): stored, already stored, or
    // refused with nothing of its own written (a savepoint each), the others stored all the same.
    for (const part of parts) {
      const stored = await findStoredPart(trx, part);
      if (stored?.file_sha256 === sha256) {
        statements.push({ ...(await this.withEntries(trx, [stored]))[0], outcome: 'duplicate' });
        continue;
      }
      if (stored) {
        refuse(
          part,
          new AppError(
            'Conflict',
            `Another file was already stored as ${stored.message_version} ${stored.statement_id} (sequence ${stored.sequence_number}), received ${stored.received_at.toISOString()} as bank statement ${stored.bank_statement_id}: a bank does not send two files under one number; look at both before anything else.`,
          ),
        );
        continue;
      }
      await partSavepoint(trx, 'start');
      try {
        statements.push({ ...(await this.storePart(trx, part, { xml, sha256, by, now })), outcome: 'stored' });
        await partSavepoint(trx, 'release');
      } catch (error) {
        if (!(error instanceof AppError) || !REFUSALS.includes(error.code)) throw error;
        await partSavepoint(trx, 'rollback');
        refuse(part, error);
      }
    }
    // Nothing stored now or before: the file is refused, as its one statement's refusal says (or naming each).
    if (statements.length === 0) throw refusedWhole(refused, errors);
    const created = statements.some((s) => s.outcome === 'stored');
    // The batches whose money these statements booked complete with them.
    if (created) await this.batchMoneyBooked.completeBookedBatches(trx);
    return { created, statements, refused };
  }

  /**
   * One statement, notification or status report of a file, stored: its
   * account and sequence checked (a refusal is an `AppError`: the caller
   * rolls back to before it), its entries matched or put in suspense,
   * audited.
   */
  private async storePart(trx: Tx, part: Part, file: { xml: string; sha256: string; by: OperatorActor; now: Date }): Promise<StoredStatement> {
    const { xml, sha256, by, now } = file;
    const held = part.account ? await this.heldAccount(trx, part) : undefined;
    const row = { ...part.row };
    if (held && row.message_kind === 'statement') {
      row.sequence_number = await this.continuation(trx, held, part);
      await recordStatementRead(trx, {
        currencyCode: held.currencyCode,
        accountIdentifier: part.account!.identifier,
        statementId: row.statement_id,
        sequenceNumber: BigInt(row.sequence_number),
        closingBalanceMinor: BigInt(row.closing_balance_minor!),
        closingDate: row.closing_date!,
        readAt: now,
      });
    }
    const id = newId();
    const header: NewStatementRow = { ...row, bank_statement_id: id, file_sha256: sha256, file_xml: xml, received_at: now, received_by: by.name };
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
    // A status report answers a payment file of ours, or nothing of it is stored; what it rejects: the file, a batch or payments.
    const rejections = part.report ? rejectionsOf(part.report, await issuedPaymentFile(trx, part.report.originalMessageId)) : [];
    await insertStatement(trx, header, entries);
    // Each rejected payment of ours: its transfer voided, the money back where it came from, what it paid held.
    await rejectPayments(trx, rejections, now);
    for (const row of toSuspense) await this.bookSuspense(trx, row, header, bankLegOf(held!), now);
    const storedHeader = await findStatementHeader(trx, id);
    const storedEntries = await listStatementEntries(trx, [id]);
    await by.audit?.(trx, { objectType: 'bank-statement', objectId: id, before: null, after: auditView(storedHeader!, storedEntries) });
    return { header: storedHeader!, entries: storedEntries };
  }

  /**
   * The sequence number a statement takes on its account, once it is shown
   * to continue the account's last statement read (the first of an account
   * may start anywhere):
   * - with `ElctrncSeqNb`: the last read's + 1;
   * - without (optional in ISO 20022): its opening balance is the last
   *   closing balance, dated on or after it, and its `LglSeqNb`, where it and
   *   the last read both have one, the last's + 1 (or 1 again in a new
   *   year); it takes the last read's number + 1 (1 for an account's first).
   *
   * Errors: `Conflict` naming what was expected.
   */
  private async continuation(trx: Tx, held: HeldAccount, part: Part): Promise<bigint> {
    const last = held.lastStatementRead;
    const id = part.row.statement_id;
    const since = last
      ? ` (the last read is ${last.statementId}, number ${last.sequenceNumber}, closing ${money(last.closingBalanceMinor, held.currencyCode)} on ${last.closingDate})`
      : '';
    if (!part.row.sequence_assigned) {
      const sequence = BigInt(part.row.sequence_number);
      const expected = last ? last.sequenceNumber + 1n : undefined;
      if (expected !== undefined && sequence !== expected) {
        throw new AppError(
          'Conflict',
          `Statement ${id} has sequence number ${sequence}, but ${accountTitle(held)}'s next statement is number ${expected}${since}: upload the missing statements first, in order.`,
        );
      }
      return sequence;
    }
    if (!last) return 1n;
    const opening = BigInt(part.row.opening_balance_minor!);
    const openingDate = part.row.opening_date!;
    if (opening !== last.closingBalanceMinor || openingDate < last.closingDate) {
      throw new AppError(
        'Conflict',
        `Statement ${id} has no electronic sequence number (ElctrncSeqNb), so it must continue ${accountTitle(held)}'s last statement read by its balance: ` +
          `its opening balance must be ${money(last.closingBalanceMinor, held.currencyCode)} dated ${last.closingDate} or later, but it is ${money(opening, held.currencyCode)} dated ${openingDate}${since}: upload the missing statements first, in order.`,
      );
    }
    const legal = part.row.legal_sequence_number === null || part.row.legal_sequence_number === undefined ? undefined : BigInt(part.row.legal_sequence_number);
    const lastLegal = legal === undefined ? undefined : await findLegalSequenceNumber(trx, last.statementId, last.sequenceNumber);
    if (legal !== undefined && lastLegal !== undefined) {
      const newYear = openingDate.slice(0, 4) > last.closingDate.slice(0, 4);
      if (legal !== lastLegal + 1n && !(newYear && legal === 1n)) {
        throw new AppError(
          'Conflict',
          `Statement ${id} has legal sequence number (LglSeqNb) ${legal}, but ${accountTitle(held)}'s next is number ${lastLegal + 1n}${newYear ? ' (or 1 in a new year)' : ''}${since}: upload the missing statements first, in order.`,
        );
      }
    }
    return last.sequenceNumber + 1n;
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

const sha256Of = (xml: string) => createHash('sha256').update(xml, 'utf8').digest('hex');

/** The schema problems a quarantined file keeps (its count says how many there were): a broken file can have thousands. */
const MAX_KEPT_PROBLEMS = 1000;

/** An acceptance's reason, trimmed: 1 to 500 characters. */
function checkedAcceptanceReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > 500) throw AppError.validation([{ field: 'reason', reason: trimmed.length === 0 ? 'required' : 'maxLength' }]);
  return trimmed;
}

function quarantinedAlready(id: string, row: QuarantineRow | undefined): AppError {
  if (!row) return AppError.notFound(`Quarantined bank file ${id}`);
  return new AppError(
    'Conflict',
    `Quarantined bank file ${id} was accepted already, by ${row.accepted_by ?? 'an admin'} at ${row.accepted_at?.toISOString() ?? 'an earlier time'}: it is booked as bank statement(s) ${(row.booked_statement_ids ?? []).join(', ')}.`,
  );
}

function quarantineAuditView(row: QuarantineRow) {
  return {
    status: row.status,
    version: row.message_version,
    sha256: row.file_sha256,
    schemaProblems: row.schema_problem_count,
    uploadedBy: row.uploaded_by,
    acceptedReason: row.accepted_reason,
    acceptedProposedBy: row.accepted_proposed_by,
    acceptedBy: row.accepted_by,
    bookedStatementIds: row.booked_statement_ids,
  };
}

function partsOf(file: BankFile): Part[] {
  const base = { message_kind: file.kind, message_version: file.version, message_id: file.messageId };
  switch (file.kind) {
    case 'statement':
      return file.statements.map((s) => {
        // Without ElctrncSeqNb (optional in ISO 20022), the statement takes the account's next number once its balance shows it continues it.
        return {
          row: {
            ...base,
            statement_id: s.id,
            sequence_number: s.electronicSequenceNumber ?? 0n,
            sequence_assigned: s.electronicSequenceNumber === undefined,
            legal_sequence_number: s.legalSequenceNumber ?? null,
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
          // One entry per status the report gives, at its level: the file's (no PmtInfId nor EndToEndId), each batch's (its
          // PmtInfId only), each payment's.
          statusEntries: [
            ...(file.groupStatus !== undefined || file.groupReasons.length > 0 ? [statusEntry(file.groupStatus, null, null, file.groupReasons)] : []),
            ...file.payments.flatMap((p) => [
              ...(p.status !== undefined || p.reasons.length > 0 ? [statusEntry(p.status, p.originalPaymentInformationId || null, null, p.reasons)] : []),
              ...p.transactions.map((t) => ({
                ...statusEntry(t.status ?? p.status, p.originalPaymentInformationId, t.originalEndToEndId ?? null, t.reasons),
                account_servicer_reference: t.accountServicerReference ?? null,
              })),
            ]),
          ],
          report: file,
        },
      ];
  }
}

/** A status of a pain.002, at the level its ids say (docs/bank-side.md "Status reports"). */
function statusEntry(
  status: string | undefined,
  paymentInformationId: string | null,
  endToEndId: string | null,
  reasons: PaymentStatusReportFile['groupReasons'],
): Part['statusEntries'][number] {
  return {
    entry_status: status ?? null,
    reversal: false,
    end_to_end_id: endToEndId,
    payment_information_id: paymentInformationId,
    account_servicer_reference: null,
    status_reason: reasonText(reasons) ?? null,
  };
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
    // The lines as the bank cut them (a reference may run over from one to the next: matching reads them both ways).
    remittance: tx && tx.remittance.length > 0 ? tx.remittance.join('\n') : null,
    structured_remittance: tx?.structuredRemittance ? tx.structuredRemittance.join('\n') : null,
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
    structuredRemittance: row.structured_remittance ? row.structured_remittance.split('\n') : undefined,
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
