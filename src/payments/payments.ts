/**
 * The money between the platform's client-money account ("hub"), partners,
 * institutions and clients (docs/design/bank-side.md#121-flows, docs/bank-side.md), as the
 * batches and the bank statements drive it. Every function writes in the
 * caller's transaction, through the ledger's transfers:
 *
 * - `expectPartnerPayment`: a deposit batch is Closed; the partner owes its
 *   total, pending at the hub until the statement shows it.
 * - `queuePlacements`: a deposit batch settled; what is due to each
 *   institution waits for the partner's payment, then a payment run pays it.
 * - `queueWithdrawals`: a withdrawal batch settled; each institution repays
 *   the hub (pending until the statement shows it), then a payment run pays
 *   each client's nominated account.
 * - `matchStatementEntry`, `rejectPayments`: what the bank's files say, which
 *   post or void the pending transfers (`issuedPaymentFile`: the file a
 *   status report names); `matchInstitutionEntry`: what an
 *   entry on an institution's receiving account is (gross interest paid,
 *   booked then; or the other side of a hub movement).
 * - `batchesBooked`: which settled batches the bank has booked throughout.
 *
 * Errors: none of these ends with an `AppError`; a broken invariant is a plain `Error`.
 */
import { fileAccountOf, institutionPaymentSettings } from '../banking/banking.js';
import { accountIdentifierOf } from '../iso20022/iso20022.js';
import { toBusinessDate } from '../calendar/calendar.js';
import type { Db, Tx } from '../database.js';
import * as ledger from '../ledger/ledger.js';
import { newId } from '../platform/ids.js';
import { type EntryToMatch, matchEntry, quotedReferences } from './matching.js';
import {
  batchesFullyBooked,
  findFileLinesByMessageId,
  findLine,
  findMirroredMovement,
  findOpenMovementByEndToEndId,
  markMirrored,
  holdItemsOfLine,
  insertExpectedMovements,
  insertItems,
  knownReferences,
  listOpenMovements,
  listOpenMovementsOfKind,
  listHeldItems,
  listOpenPayments,
  type MovementRow,
  type OpenPaymentRow,
  resolveMovement,
} from './payments.repository.js';

export { paymentReferenceOf } from './references.js';
import { paymentReferenceOf } from './references.js';

export const partnerPaymentTransferId = (instructionBatchId: string) => `partner-payment:${instructionBatchId}`;
export const repaymentTransferId = (instructionBatchId: string, institutionId: string) => `repayment:${instructionBatchId}:${institutionId}`;

interface BatchRef {
  instructionBatchId: string;
  financialPartnerId: string;
  currencyCode: string;
  batchDate: string;
}

/**
 * A Closed deposit batch: the partner owes the platform its total, to be paid
 * into the hub quoting the batch's payment reference. Pending (hub -T,
 * partner +T) until a statement shows the credit. Idempotent.
 */
export async function expectPartnerPayment(trx: Tx, batch: BatchRef & { totalAmountMinor: bigint }, now: Date): Promise<void> {
  if (batch.totalAmountMinor <= 0n) return;
  const transferId = partnerPaymentTransferId(batch.instructionBatchId);
  const made = await ledger.transfer(
    trx,
    {
      transferId,
      currencyCode: batch.currencyCode,
      kind: 'partner-payment',
      businessDate: batch.batchDate,
      description: `Partner ${batch.financialPartnerId}'s payment for deposit batch ${batch.instructionBatchId} (reference ${paymentReferenceOf(batch.instructionBatchId)})`,
      state: 'pending',
      legs: [
        { account: { currencyCode: batch.currencyCode, kind: 'hub' }, amountMinor: -batch.totalAmountMinor },
        { account: { currencyCode: batch.currencyCode, kind: 'partner', ownerId: batch.financialPartnerId }, amountMinor: batch.totalAmountMinor },
      ],
    },
    now,
  );
  if (made === 'exists') return;
  await insertExpectedMovements(trx, [
    {
      expected_movement_id: newId(),
      transfer_id: transferId,
      currency_code: batch.currencyCode,
      credit_debit: 'CRDT',
      amount_minor: batch.totalAmountMinor,
      expected_date: batch.batchDate,
      // The partner quotes the reference as its payment's end-to-end id (matched first, whatever day it arrives) and remittance.
      end_to_end_id: paymentReferenceOf(batch.instructionBatchId),
      remittance: paymentReferenceOf(batch.instructionBatchId),
      instruction_batch_id: batch.instructionBatchId,
      financial_partner_id: batch.financialPartnerId,
      status: 'expected',
      created_at: now,
    },
  ]);
}

/** A settled deposit batch's money due to each institution, paid once the partner's payment is booked. */
export async function queuePlacements(trx: Tx, batch: BatchRef, perInstitution: ReadonlyMap<string, bigint>, now: Date): Promise<void> {
  await insertItems(
    trx,
    [...perInstitution]
      .filter(([, amount]) => amount > 0n)
      .map(([institutionId, amount]) => ({
        payment_item_id: newId(),
        kind: 'placement' as const,
        currency_code: batch.currencyCode,
        due_date: batch.batchDate,
        amount_minor: amount,
        instruction_batch_id: batch.instructionBatchId,
        financial_partner_id: batch.financialPartnerId,
        financial_institution_id: institutionId,
        gate_transfer_id: partnerPaymentTransferId(batch.instructionBatchId),
        created_at: now,
      })),
  );
}

export interface SettledPayout {
  instructionId: string;
  clientReference: string;
  financialInstitutionId: string;
  amountMinor: bigint;
}

/**
 * A settled withdrawal batch: each institution is asked for what its
 * accounts paid out (placed -> transit-in, posted) and repays the hub
 * (transit-in -> hub, pending until a statement shows it, quoting the
 * batch's payment reference); each payout to a client waits for its
 * institution's repayment, then a payment run pays it.
 */
export async function queueWithdrawals(trx: Tx, batch: BatchRef, payouts: readonly SettledPayout[], now: Date): Promise<void> {
  const perInstitution = new Map<string, bigint>();
  for (const p of payouts) if (p.amountMinor > 0n) perInstitution.set(p.financialInstitutionId, (perInstitution.get(p.financialInstitutionId) ?? 0n) + p.amountMinor);
  const ccy = batch.currencyCode;
  for (const [institutionId, amount] of [...perInstitution].sort(([a], [b]) => a.localeCompare(b))) {
    await ledger.transfer(
      trx,
      {
        transferId: `repayment-request:${batch.instructionBatchId}:${institutionId}`,
        currencyCode: ccy,
        kind: 'repayment',
        businessDate: batch.batchDate,
        description: `Withdrawals of batch ${batch.instructionBatchId} asked back from institution ${institutionId}`,
        state: 'posted',
        legs: [
          { account: { currencyCode: ccy, kind: 'placed', ownerId: institutionId }, amountMinor: amount },
          { account: { currencyCode: ccy, kind: 'transit-in', ownerId: institutionId }, amountMinor: -amount },
        ],
      },
      now,
    );
    const transferId = repaymentTransferId(batch.instructionBatchId, institutionId);
    const made = await ledger.transfer(
      trx,
      {
        transferId,
        currencyCode: ccy,
        kind: 'repayment',
        businessDate: batch.batchDate,
        description: `Institution ${institutionId} repays the withdrawals of batch ${batch.instructionBatchId} (reference ${paymentReferenceOf(batch.instructionBatchId)})`,
        state: 'pending',
        legs: [
          { account: { currencyCode: ccy, kind: 'transit-in', ownerId: institutionId }, amountMinor: amount },
          { account: { currencyCode: ccy, kind: 'hub' }, amountMinor: -amount },
        ],
      },
      now,
    );
    if (made === 'exists') continue;
    await insertExpectedMovements(trx, [
      {
        expected_movement_id: newId(),
        transfer_id: transferId,
        currency_code: ccy,
        credit_debit: 'CRDT',
        amount_minor: amount,
        expected_date: batch.batchDate,
        remittance: paymentReferenceOf(batch.instructionBatchId),
        counterparty_account: await institutionAccountIdentifier(trx, institutionId, ccy),
        instruction_batch_id: batch.instructionBatchId,
        status: 'expected',
        created_at: now,
      },
    ]);
  }
  await insertItems(
    trx,
    payouts
      .filter((p) => p.amountMinor > 0n)
      .map((p) => ({
        payment_item_id: newId(),
        kind: 'payout' as const,
        currency_code: ccy,
        due_date: batch.batchDate,
        amount_minor: p.amountMinor,
        instruction_batch_id: batch.instructionBatchId,
        financial_partner_id: batch.financialPartnerId,
        instruction_id: p.instructionId,
        client_reference: p.clientReference,
        gate_transfer_id: repaymentTransferId(batch.instructionBatchId, p.financialInstitutionId),
        created_at: now,
      })),
  );
}

/** The institution's receiving account in the currency as a statement names it (sort code and number, or IBAN); null while none is set. */
async function institutionAccountIdentifier(trx: Tx, institutionId: string, currency: string): Promise<string | null> {
  const { account } = await institutionPaymentSettings(trx, institutionId, currency as 'GBP' | 'EUR' | 'USD');
  return account ? accountIdentifierOf(fileAccountOf(account)) : null;
}

/** A booked entry of a statement on the hub, as the bank-statements context read it. */
export interface BookedEntry extends EntryToMatch {
  entryId: string;
  creditDebit: 'CRDT' | 'DBIT';
}

/**
 * Matches a booked entry to the movement the platform expected
 * (docs/design/bank-side.md#124-matching-statement-entries) and posts its transfer: a partner's payment or an institution's
 * repayment is at the hub; a line paid leaves it (a placement then placed at
 * its institution). Answers the movement's id, or undefined when nothing
 * matches (the caller puts the entry in suspense). An `EndToEndId` that
 * matches with another amount is not a match.
 */
export async function matchStatementEntry(trx: Tx, entry: BookedEntry, now: Date): Promise<string | undefined> {
  // The first rule by index: an entry quoting the EndToEndId of one open movement needs no other. Only the rest read
  // every open movement of the currency and direction, and which of the references the entry quotes the platform
  // knows (a reference already matched still names its movement: the entry then matches nothing).
  const quoted = entry.endToEndId && entry.endToEndId !== 'NOTPROVIDED' ? await findOpenMovementByEndToEndId(trx, entry.currency, entry.creditDebit, entry.endToEndId) : [];
  const open = quoted.length === 1 ? quoted : await listOpenMovements(trx, entry.currency, entry.creditDebit);
  const known = quoted.length === 1 ? new Set<string>() : await knownReferences(trx, quotedReferences(entry)); // an open movement's references are known
  const match = matchEntry(
    entry,
    open.map((m) => ({
      id: m.expected_movement_id,
      amountMinor: BigInt(m.amount_minor),
      currency: m.currency_code,
      endToEndId: m.end_to_end_id ?? undefined,
      paymentInformationId: m.payment_information_id ?? undefined,
      remittance: m.remittance ?? undefined,
      counterpartyAccount: m.counterparty_account ?? undefined,
      expectedDate: m.expected_date,
    })),
    known,
  );
  if (!match || match.movement.amountMinor !== entry.amountMinor) return undefined;
  const movement = await resolveMovement(trx, { id: match.movement.id }, 'matched', entry.entryId, now);
  if (!movement) return undefined;
  // Posted on the date the bank booked it, beside its business date: the reconciliation of an earlier day still sees it in transit
  // (migration 042; docs/bank-side.md "The bank's booking date"). An entry without one is booked no earlier than it was read.
  const bookingDate = entry.bookingDate ?? toBusinessDate(now);
  if (!(await ledger.postPendingTransfer(trx, movement.transfer_id, bookingDate, now))) {
    throw new Error(`expected movement ${movement.expected_movement_id} matched, but its transfer ${movement.transfer_id} is not pending`);
  }
  await placeAtInstitution(trx, movement, bookingDate, now);
  return movement.expected_movement_id;
}

/** A booked entry of a statement of an institution's receiving account (the `placed` side). */
export interface InstitutionEntry extends BookedEntry {
  financialInstitutionId: string;
  /** The account, as `accountIdentifierOf` writes it. */
  accountIdentifier: string;
  /** The bank's transaction code says interest (sub-family `INTR`). */
  interest: boolean;
}

export const interestReceivedTransferId = (entryId: string) => `interest-received:${entryId}`;

/**
 * What an entry on an institution's receiving account is (docs/bank-side.md
 * "Statements of the institutions' accounts"):
 * - a credit the bank codes as interest: the institution paid gross interest
 *   into the money placed with it; booked now, `placed` debited and the
 *   institution's `interest-receivable` credited (posted). Answers
 *   `{ movementId: null }`.
 * - the other side of a movement the hub's statements book (a placement
 *   paid to it, a repayment it made): nothing to book here, the hub's entry
 *   books it. Answers that movement's id.
 * - anything else: undefined (the caller puts it in suspense).
 */
export async function matchInstitutionEntry(trx: Tx, entry: InstitutionEntry, now: Date): Promise<{ movementId: string | null } | undefined> {
  if (entry.interest && entry.creditDebit === 'CRDT') {
    const institutionId = entry.financialInstitutionId;
    await ledger.transfer(
      trx,
      {
        transferId: interestReceivedTransferId(entry.entryId),
        currencyCode: entry.currency,
        kind: 'interest-received',
        businessDate: entry.bookingDate ?? toBusinessDate(now),
        description: `Gross interest paid by institution ${institutionId} into the money placed with it`,
        state: 'posted',
        legs: [
          { account: { currencyCode: entry.currency, kind: 'placed', ownerId: institutionId }, amountMinor: -entry.amountMinor },
          { account: { currencyCode: entry.currency, kind: 'interest-receivable', ownerId: institutionId }, amountMinor: entry.amountMinor },
        ],
      },
      now,
    );
    return { movementId: null };
  }
  // Each movement's other side once: a second entry showing it (a duplicate at the bank) matches nothing.
  const mirrored = await findMirroredMovement(trx, { ...entry, institutionId: entry.financialInstitutionId, references: quotedReferences(entry) });
  if (!mirrored || !(await markMirrored(trx, mirrored.expected_movement_id, entry.entryId))) return undefined;
  return { movementId: mirrored.expected_movement_id };
}

/** A placement that left the hub is placed at its institution (transit-out -> placed), booked on the day the bank booked it leaving. */
async function placeAtInstitution(trx: Tx, movement: MovementRow, bookingDate: string, now: Date): Promise<void> {
  if (!movement.payment_line_id) return;
  const line = await findLine(trx, movement.payment_line_id);
  if (line?.kind !== 'placement') return;
  const institutionId = line.financial_institution_id!;
  const amount = BigInt(line.amount_minor);
  await ledger.transfer(
    trx,
    {
      transferId: `placed:${line.payment_line_id}`,
      currencyCode: movement.currency_code,
      kind: 'placement',
      businessDate: movement.expected_date,
      bookingDate,
      description: `Payment ${line.end_to_end_id} placed at institution ${institutionId}`,
      state: 'posted',
      legs: [
        { account: { currencyCode: movement.currency_code, kind: 'transit-out', ownerId: institutionId }, amountMinor: amount },
        { account: { currencyCode: movement.currency_code, kind: 'placed', ownerId: institutionId }, amountMinor: -amount },
      ],
    },
    now,
  );
}

/** A payment file the platform issued, as a bank's status report may name it: its MsgId, its version, and each line's batch and payment. */
export interface IssuedPaymentFile {
  messageId: string;
  /** `pain.001.001.09` or `.03`. */
  messageVersion: string;
  /** In file order. */
  lines: { paymentInformationId: string; endToEndId: string }[];
}

/** The payment file the platform issued under this MsgId; undefined when it issued none. */
export async function issuedPaymentFile(db: Db | Tx, messageId: string): Promise<IssuedPaymentFile | undefined> {
  const file = await findFileLinesByMessageId(db, messageId);
  if (!file) return undefined;
  return {
    messageId: file.message_id,
    messageVersion: file.message_version,
    lines: file.lines.map((l) => ({ paymentInformationId: l.payment_information_id, endToEndId: l.end_to_end_id })),
  };
}

/** A payment the bank refused, by its `EndToEndId`, with the bank's reason (code and text) as the operator will read it. */
export interface PaymentRejection {
  endToEndId: string;
  reason: string;
}

/**
 * The bank refused these payments (pain.002 `RJCT`, of the whole file, of a
 * payment batch or of the payment itself: the caller says which payments
 * that covers): each one's pending transfer is voided, so the money stays at
 * the hub, and what its line paid is held with the reason until the operator
 * releases it. A payment no longer pending (already booked or rejected) is
 * left as it is, so the same rejection twice does nothing the second time.
 * Returns the `EndToEndId`s voided now.
 */
export async function rejectPayments(trx: Tx, rejections: readonly PaymentRejection[], now: Date): Promise<string[]> {
  const voided: string[] = [];
  for (const { endToEndId, reason } of rejections) {
    const movement = await resolveMovement(trx, { endToEndId }, 'rejected', null, now);
    if (!movement?.payment_line_id) continue;
    await ledger.voidPendingTransfer(trx, movement.transfer_id, now);
    await holdItemsOfLine(trx, movement.payment_line_id, `Payment ${endToEndId} was rejected by the bank: ${reason}`);
    voided.push(endToEndId);
  }
  return voided;
}

/** Of these settled batches, those whose every movement the bank has booked. */
export async function batchesBooked(trx: Tx, instructionBatchIds: string[]): Promise<Set<string>> {
  return batchesFullyBooked(trx, instructionBatchIds);
}

/** A payment issued in a file and not yet booked nor rejected (what a bank has still to answer). */
export type OpenPayment = OpenPaymentRow;

/**
 * The payments of files executed by `upToDate` still waiting for the bank,
 * in file order: what the sandbox bank answers.
 */
export async function openPayments(db: Db | Tx, upToDate: string): Promise<OpenPayment[]> {
  return listOpenPayments(db, upToDate);
}

/** A credit the platform expects at its hub (a partner's payment, an institution's repayment). */
export interface ExpectedCredit {
  /** The partner paying (a deposit batch); null for an institution's repayment. */
  financialPartnerId: string | null;
  endToEndId: string | null;
  currencyCode: string;
  amountMinor: bigint;
  expectedDate: string;
  remittance: string | null;
  counterpartyAccount: string | null;
}

/** The credits expected at the hub by `upToDate` and not yet seen: what the sandbox bank's payers send. */
export async function expectedCredits(db: Db | Tx, upToDate: string): Promise<ExpectedCredit[]> {
  const rows = await listOpenMovementsOfKind(db, 'CRDT', upToDate, false);
  return rows.map((m) => ({
    financialPartnerId: m.financial_partner_id,
    endToEndId: m.end_to_end_id,
    currencyCode: m.currency_code,
    amountMinor: BigInt(m.amount_minor),
    expectedDate: m.expected_date,
    remittance: m.remittance,
    counterpartyAccount: m.counterparty_account,
  }));
}

/** A payment held back (the bank rejected it, or its account cannot be paid), waiting for an operator's release. */
export interface HeldPayment {
  paymentItemId: string;
  kind: 'placement' | 'payout';
  currencyCode: string;
  amountMinor: bigint;
  dueDate: string;
  heldReason: string;
  clientReference: string | null;
  financialInstitutionId: string | null;
}

/** The payments held back, oldest first, at most `limit`: each is money owed and not on its way (the client-money run shows them). */
export async function heldPayments(db: Db | Tx, limit: number): Promise<HeldPayment[]> {
  return (await listHeldItems(db, limit)).map((i) => ({
    paymentItemId: i.payment_item_id,
    kind: i.kind,
    currencyCode: i.currency_code,
    amountMinor: BigInt(i.amount_minor),
    dueDate: i.due_date,
    heldReason: i.held_reason ?? '',
    clientReference: i.client_reference,
    financialInstitutionId: i.financial_institution_id,
  }));
}
