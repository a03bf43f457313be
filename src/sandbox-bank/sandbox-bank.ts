/**
 * The sandbox's simulated bank (docs/bank-side.md "The sandbox bank"): it plays the other side of the platform's client-money
 * account. Partners' payments for Closed deposit batches and institutions'
 * repayments for settled withdrawal batches arrive as credits; each payment
 * file is answered with a pain.002, a camt.054 notifying its debits, and its
 * payments booked as debits on the day's camt.053. Every
 * answer is an ISO 20022 file written as a bank writes it and handed to the
 * operator's own upload (BankStatementsService.upload), so it is read,
 * checked, matched and booked through the same code as a real bank's file.
 *
 * It also keeps each institution's receiving account, where the platform's
 * money is placed: a placement paid to it is credited there, a repayment it
 * makes debited, each taken from what the hub's stored statements booked and
 * the institution's own statements do not show yet (`sendInstitutionsSide`,
 * after the hub's statement, so a run killed between the two is mended that day at the
 * latest and nothing is sent twice: docs/bank-side.md "The sandbox bank"), and
 * on the days the platform posts interest to clients of
 * the institution's products the institution pays its gross interest in
 * (`creditGrossInterest`), coded as interest (ACMT/MCOP/INTR).
 *
 * A statement (camt.053) is written for each account and booking run that
 * booked something, continuing the account's sequence from its last
 * statement. Built by the composition root in the sandbox only, unless
 * SANDBOX_BANK=off.
 */
import { hubMovementsNotOnAccounts } from '../bank-statements/bank-statements.js';
import type { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import {
  accountNamedBy,
  fileAccountOf,
  hubAccount,
  type HubAccount,
  hubAccounts,
  identifiersOf,
  type InstitutionAccount,
  institutionAccounts,
  type StatementRead,
} from '../banking/banking.js';
import type { Db } from '../database.js';
import { type BankAccount, type EntryInput, writeCamt053, writeCamt054, writePain002 } from '../iso20022/iso20022.js';
import { bookAccountCode, bookAccountRefOf, interestOwedSinceLastPaid, listBookAccounts } from '../ledger/ledger.js';
import { expectedCredits, openPayments } from '../payments/payments.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { insertOrder, partnersDelayedOn, takeRejection } from './sandbox-bank.repository.js';
import { type Currency } from '../platform/currency.js';

const ACTOR = { name: 'sandbox-bank' };

/** A fictional payer's account for a partner's payment (the sandbox does not know the partner's own bank). */
const PARTNER_PAYER: Record<Currency, BankAccount> = {
  GBP: { form: 'sort-code-and-number', sortCode: '609999', accountNumber: '99999999' },
  EUR: { form: 'iban', iban: 'GB02SBOX60999999999999', bic: 'SBOXGB2L' },
  USD: { form: 'iban', iban: 'GB02SBOX60999999999999', bic: 'SBOXGB2L' },
};

function accountOf(identifier: string, currency: Currency): BankAccount {
  if (/^\d{14}$/.test(identifier)) return { form: 'sort-code-and-number', sortCode: identifier.slice(0, 6), accountNumber: identifier.slice(6) };
  return { form: 'iban', iban: identifier, bic: currency === 'GBP' ? undefined : 'SBOXGB2L' };
}

const reference = () => newId().replace(/-/g, '');

/** Interest, as a bank codes it: Account Management / Miscellaneous Credit Operations / Interest (ISO external code lists). */
const INTEREST_CODE = { domain: 'ACMT', family: 'MCOP', subFamily: 'INTR' };

/** One of the platform's accounts at a bank, as the sandbox bank writes its statements. */
interface StatementAccount {
  currency: Currency;
  account: BankAccount;
  identifiers: string[];
  /** The ledger account holding what is in it, for the first statement's opening balance. */
  bookAccountCode: string;
}

/** Entries per account, in the order they were added. */
class EntriesByAccount {
  private readonly entries = new Map<string, { account: StatementAccount; entries: EntryInput[] }>();
  add(account: StatementAccount, entry: EntryInput): void {
    const key = `${account.currency}:${account.identifiers[0]}`;
    const found = this.entries.get(key) ?? { account, entries: [] };
    found.entries.push(entry);
    this.entries.set(key, found);
  }
  get all() {
    return [...this.entries.values()];
  }
}

export class SandboxBank {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly statements: BankStatementsService,
  ) {}

  /**
   * Books every credit the platform expects by `date` (partners' payments, institutions' repayments) on the hub's
   * statement, then debits each repaying institution's account with what the hub's statements booked from it
   * (`sendInstitutionsSide`): the hub first, so a run killed between the two debits nothing twice.
   */
  async bookExpectedCredits(date: string): Promise<number> {
    const delayed = await partnersDelayedOn(this.db, date);
    const credits = (await expectedCredits(this.db, date)).filter((c) => !c.financialPartnerId || !delayed.has(c.financialPartnerId));
    const hubEntries = new EntriesByAccount();
    for (const c of credits) {
      const currency = c.currencyCode as Currency;
      const hub = await this.hubStatementAccount(currency);
      if (!hub) continue;
      const payer = c.counterpartyAccount ? accountOf(c.counterpartyAccount, currency) : PARTNER_PAYER[currency];
      const transaction = { endToEndId: c.endToEndId ?? undefined, remittance: c.remittance ?? undefined };
      hubEntries.add(hub, { ...entry('CRDT', c.amountMinor, date), transactions: [{ ...transaction, counterparty: { name: 'Payer', account: payer } }] });
    }
    for (const { account, entries } of hubEntries.all) await this.sendStatement(account, date, entries);
    // The repayments leave the institutions' accounts, as the hub's statements now show them (nothing new is owed while the hub booked nothing).
    if (hubEntries.all.length > 0) await this.sendInstitutionsSide();
    return credits.length;
  }

  /**
   * Answers every payment file executed by `date`: a pain.002 accepting each payment, then the hub's statement
   * booking them, then each institution paid credited with what the hub's statements paid it (`sendInstitutionsSide`).
   */
  async answerPaymentFiles(date: string): Promise<number> {
    const payments = await openPayments(this.db, date);
    const files = new Map<string, typeof payments>();
    for (const p of payments) files.set(p.message_id, [...(files.get(p.message_id) ?? []), p]);
    const debits = new EntriesByAccount();
    for (const [messageId, lines] of files) {
      const byPmtInf = new Map<string, typeof lines>();
      for (const l of lines) byPmtInf.set(l.payment_information_id, [...(byPmtInf.get(l.payment_information_id) ?? []), l]);
      // A developer's order rejects the next payout to one of their clients.
      const rejected = new Map<string, string>();
      for (const l of lines) {
        if (!l.financial_partner_id) continue;
        const order = await this.db.transaction().execute((trx) => takeRejection(trx, l.financial_partner_id!, this.clock.now()));
        if (order) rejected.set(l.end_to_end_id, order.reasonCode ?? 'AC04');
      }
      const statusOf = (l: (typeof lines)[number]) => (rejected.has(l.end_to_end_id) ? 'RJCT' : 'ACSC');
      const report = await writePain002({
        messageId: reference(),
        createdAt: this.clock.now(),
        originalMessageId: messageId,
        originalMessageNameId: lines[0].message_version,
        groupStatus: rejected.size === 0 ? 'ACSC' : rejected.size === lines.length ? 'RJCT' : 'PART',
        payments: [...byPmtInf].map(([pmtInfId, ls]) => ({
          originalPaymentInformationId: pmtInfId,
          transactions: ls.map((l) => ({
            originalEndToEndId: l.end_to_end_id,
            status: statusOf(l),
            reason: rejected.has(l.end_to_end_id) ? { code: rejected.get(l.end_to_end_id)!, additionalInformation: 'Rejected by the sandbox bank on request' } : undefined,
          })),
        })),
      });
      await this.upload(report);
      for (const l of lines.filter((line) => !rejected.has(line.end_to_end_id))) {
        const currency = l.currency_code as Currency;
        const hub = await this.hubStatementAccount(currency);
        if (!hub) continue;
        const transaction = { endToEndId: l.end_to_end_id, paymentInformationId: l.payment_information_id, remittance: l.remittance ?? undefined };
        debits.add(hub, {
          ...entry('DBIT', BigInt(l.amount_minor), date),
          transactions: [{ ...transaction, counterparty: { name: l.creditor_name.slice(0, 70), account: accountOf(l.creditor_account, currency) } }],
        });
      }
    }
    for (const { account, entries } of debits.all) {
      // As a bank does: the debits notified as they are booked (camt.054, kept for the record), then the day's statement.
      await this.sendNotification(account, entries);
      await this.sendStatement(account, date, entries);
    }
    // The placements arrive in the institutions' accounts, as the hub's statements now show them.
    if (debits.all.length > 0) await this.sendInstitutionsSide();
    return payments.length;
  }

  /**
   * Each institution with interest posted to its clients since it last paid
   * pays its gross interest: everything its receivable holds (the net
   * interest posted and the platform's margin booked to date), credited to
   * its receiving account and coded as interest.
   */
  async creditGrossInterest(date: string): Promise<number> {
    // Anything the hub booked that an institution's account does not show yet goes first: its statements keep their dates in order.
    // Every day, whether or not the hub booked anything today: a run killed after the hub's statement is mended here at the latest.
    await this.sendInstitutionsSide();
    const owedList = await interestOwedSinceLastPaid(this.db);
    if (owedList.length === 0) return 0;
    // Read after the institutions' side: its statements moved the accounts' last statement read, which ours continue.
    const receiving = new Map((await institutionAccounts(this.db)).map((a) => [`${a.currencyCode}:${a.holder.financialInstitutionId}`, a]));
    let sent = 0;
    for (const owed of owedList) {
      const account = receiving.get(`${owed.currencyCode}:${owed.financialInstitutionId}`);
      if (!account) continue;
      const interest = { ...entry('CRDT', owed.amountMinor, date), bankTransactionCode: INTEREST_CODE, transactions: [{ remittance: `INTEREST ${date.replace(/-/g, '')}` }] };
      await this.sendStatement(institutionStatementAccountOf(account), date, [interest], false, { last: account.lastStatementRead });
      sent++;
    }
    return sent;
  }

  /** The next payout to one of the partner's clients is rejected (pain.002 RJCT with `reasonCode`, AC04 by default: account closed). */
  async rejectNextPayout(financialPartnerId: string, reasonCode = 'AC04'): Promise<void> {
    await insertOrder(this.db, { orderId: newId(), kind: 'reject-next-payment', detail: { financialPartnerId, reasonCode }, now: this.clock.now() });
  }

  /** The partner's payments for its deposit batches reach the hub only on `until` (they settle; their placement waits). */
  async delayPartnerPayments(financialPartnerId: string, until: string): Promise<void> {
    await insertOrder(this.db, { orderId: newId(), kind: 'delay-credits', detail: { financialPartnerId, until }, now: this.clock.now() });
  }

  /** A credit nobody announced, from the partner's bank, booked today: it matches nothing and goes to suspense. */
  async unexpectedCredit(currency: Currency, amountMinor: bigint, remittance: string | undefined): Promise<void> {
    if (!(await hubAccount(this.db, currency))) {
      throw new AppError(
        'Conflict',
        `The platform has no ${currency} client-money account for the sandbox bank to credit: set it first (PUT /operator/bank-accounts/${currency}).`,
      );
    }
    const date = this.clock.now().toISOString().slice(0, 10);
    const hub = await this.hubStatementAccount(currency);
    await this.sendStatement(hub!, date, [
      { ...entry('CRDT', amountMinor, date), transactions: [{ remittance, counterparty: { name: 'Payer', account: PARTNER_PAYER[currency] } }] },
    ]);
  }

  private async hubStatementAccount(currency: Currency): Promise<StatementAccount | undefined> {
    const hub = await hubAccount(this.db, currency);
    return hub && hubStatementAccountOf(hub);
  }

  /**
   * Each institution's receiving account gets what it owes a statement for: the movements the hub's stored
   * statements booked to it (a placement paid, DBIT there, CRDT here) or from it (a repayment, CRDT there, DBIT
   * here) that its own statements do not show yet, each with its booking date, amount and references, in one
   * statement closing on the latest booking date. Derived from what is stored, not from what this run sent: a
   * run killed after the hub's statement is mended by the next, and one run after another sends nothing twice.
   * Only the hub's entries booked since the account's last statement are read (docs/bank-side.md "The sandbox
   * bank"): every send to an institution's account comes through here or after it, so nothing older is owed.
   * The entries are booked in the books already (the hub's statement placed them; a repayment left `placed` at
   * settlement). Answers how many entries were sent.
   */
  private async sendInstitutionsSide(): Promise<number> {
    let sent = 0;
    const accounts = await institutionAccounts(this.db);
    // One read of the hub accounts, and one query for what every account is owed (issue 47: three times a sandbox day).
    const hubs = new Map<Currency, StatementAccount>();
    for (const hub of await hubAccounts(this.db)) hubs.set(hub.currencyCode, hubStatementAccountOf(hub));
    const asked = accounts.filter((a) => hubs.has(a.currencyCode));
    // Each account's last statement is read before what it owes: a statement another process sends meanwhile makes ours a conflict, skipped.
    const owedByAccount = await hubMovementsNotOnAccounts(this.db, {
      hubs: [...hubs.values()].map((h) => ({ currencyCode: h.currency, identifiers: h.identifiers })),
      accounts: asked.map((a, i) => ({ key: String(i), currencyCode: a.currencyCode, identifiers: identifiersOf(a), since: a.lastStatementRead?.closingDate })),
    });
    for (const [i, account] of asked.entries()) {
      const owed = owedByAccount.get(String(i));
      if (!owed) continue;
      const hub = hubs.get(account.currencyCode)!;
      const entries = owed.map((m) => ({
        ...entry(m.creditDebit === 'DBIT' ? 'CRDT' : 'DBIT', m.amountMinor, m.bookingDate),
        transactions: [
          {
            endToEndId: m.endToEndId ?? undefined,
            paymentInformationId: m.paymentInformationId ?? undefined,
            remittance: m.remittance ?? undefined,
            counterparty: { name: 'Savings Platform', account: hub.account },
          },
        ],
      }));
      await this.sendStatement(institutionStatementAccountOf(account), owed.at(-1)!.bookingDate, entries, true, { last: account.lastStatementRead });
      sent += entries.length;
    }
    return sent;
  }

  /**
   * Hands a file to the operator's upload. Where several processes run the
   * day's steps at once (PostgreSQL, an API process's clock advance beside
   * the workers' schedulers), two may answer the same payments: the second
   * file's statement then no longer continues its account's sequence and is
   * refused whole (409), which here means another process has just sent the
   * bank's answer. It is skipped; anything else is thrown.
   */
  private async upload(xml: string): Promise<void> {
    try {
      await this.statements.upload(xml, ACTOR);
    } catch (error) {
      if (error instanceof AppError && error.code === 'Conflict') return;
      throw error;
    }
  }

  /**
   * What the bank holds before an account's first statement: what the books
   * hold in it now, less the statement's own entries where the books already
   * hold them (a placement the hub's statement booked; a repayment asked at
   * settlement). The rest (credits to the hub, interest) the books take when
   * the statement is read.
   */
  private async heldBefore(statementAccount: StatementAccount, entries: readonly EntryInput[], entriesBooked: boolean): Promise<bigint> {
    const ref = bookAccountRefOf(statementAccount.bookAccountCode);
    const [book] = (await listBookAccounts(this.db, { currencyCode: ref.currencyCode, kind: ref.kind })).filter((a) => a.accountCode === statementAccount.bookAccountCode);
    const heldNow = -(book?.postedMinor ?? 0n);
    const net = entries.reduce((sum, e) => sum + (e.creditDebit === 'CRDT' ? e.amountMinor : -e.amountMinor), 0n);
    return entriesBooked ? heldNow - net : heldNow;
  }

  /** One camt.054 debit notification of the entries on an account: recorded by the upload, booked by the statement that follows. */
  private async sendNotification(statementAccount: StatementAccount, entries: EntryInput[]): Promise<void> {
    const now = this.clock.now();
    const xml = await writeCamt054({
      messageId: reference(),
      createdAt: now,
      notifications: [{ id: reference(), createdAt: now, account: { account: statementAccount.account, currency: statementAccount.currency }, entries }],
    });
    await this.upload(xml);
  }

  /**
   * One camt.053 for an account, continuing its sequence, uploaded as the
   * operator would. An account's first statement opens with what the bank
   * held before it (`heldBefore`): what the platform placed before its
   * statements began. `read`: the account's last statement as the caller
   * read it, continued from (a statement sent since makes this one a
   * conflict, skipped by `upload`).
   */
  private async sendStatement(
    statementAccount: StatementAccount,
    date: string,
    entries: EntryInput[],
    entriesBooked = false,
    read?: { last: StatementRead | null },
  ): Promise<void> {
    const { currency, account, identifiers } = statementAccount;
    const last = read ? read.last : (await accountNamedBy(this.db, currency, identifiers[0]))?.lastStatementRead;
    const opening = last
      ? { amountMinor: last.closingBalanceMinor, date: last.closingDate }
      : { amountMinor: await this.heldBefore(statementAccount, entries, entriesBooked), date };
    const now = this.clock.now();
    const xml = await writeCamt053({
      messageId: reference(),
      createdAt: now,
      statements: [
        {
          id: reference(),
          electronicSequenceNumber: (last?.sequenceNumber ?? 0n) + 1n,
          createdAt: now,
          account: { account, currency },
          openingBalance: opening,
          closingDate: date,
          entries,
        },
      ],
    });
    await this.upload(xml);
  }
}

/** The platform's client-money account of a currency, whose money the books hold as `hub`. */
function hubStatementAccountOf(hub: HubAccount): StatementAccount {
  const currency = hub.currencyCode;
  return { currency, account: fileAccountOf(hub), identifiers: identifiersOf(hub), bookAccountCode: bookAccountCode({ currencyCode: currency, kind: 'hub' }) };
}

/** An institution's receiving account, whose money the books hold as `placed`. */
function institutionStatementAccountOf(account: InstitutionAccount): StatementAccount {
  const currency = account.currencyCode;
  return {
    currency,
    account: fileAccountOf(account),
    identifiers: identifiersOf(account),
    bookAccountCode: bookAccountCode({ currencyCode: currency, kind: 'placed', ownerId: account.holder.financialInstitutionId }),
  };
}

/** A booked entry of `date`, with the bank's own reference. */
function entry(creditDebit: 'CRDT' | 'DBIT', amountMinor: bigint, date: string): EntryInput {
  return { amountMinor, creditDebit, bookingDate: date, valueDate: date, accountServicerReference: reference() };
}
