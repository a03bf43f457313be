/**
 * The sandbox's simulated bank (DESIGN.md §12, docs/bank-side.md "The
 * sandbox bank"): it plays the other side of the platform's client-money
 * account. Partners' payments for Closed deposit batches and institutions'
 * repayments for settled withdrawal batches arrive as credits; each payment
 * file is answered with a pain.002 and its payments booked as debits. Every
 * answer is an ISO 20022 file written as a bank writes it and handed to the
 * operator's own upload (BankStatementsService.upload), so it is read,
 * checked, matched and booked through the same code as a real bank's file.
 *
 * A statement (camt.053) is written for each booking run that booked
 * something, continuing the account's sequence from its last statement read.
 * Built by the composition root in the sandbox only, unless SANDBOX_BANK=off.
 */
import type { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import { hubAccount } from '../banking/banking.js';
import type { Db } from '../database.js';
import { type BankAccount, type EntryInput, writeCamt053, writePain002 } from '../iso20022/iso20022.js';
import { expectedCredits, openPayments } from '../payments/payments.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { insertOrder, partnersDelayedOn, takeRejection } from './sandbox-bank.repository.js';

type Currency = 'GBP' | 'EUR' | 'USD';
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

export class SandboxBank {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly statements: BankStatementsService,
  ) {}

  /** Books every credit the platform expects by `date` (partners' payments, institutions' repayments). */
  async bookExpectedCredits(date: string): Promise<number> {
    const delayed = await partnersDelayedOn(this.db, date);
    const credits = (await expectedCredits(this.db, date)).filter((c) => !c.financialPartnerId || !delayed.has(c.financialPartnerId));
    const byCurrency = new Map<Currency, EntryInput[]>();
    for (const c of credits) {
      const currency = c.currencyCode as Currency;
      const payer = c.counterpartyAccount ? accountOf(c.counterpartyAccount, currency) : PARTNER_PAYER[currency];
      const entries = byCurrency.get(currency) ?? [];
      entries.push({
        amountMinor: c.amountMinor,
        creditDebit: 'CRDT',
        bookingDate: date,
        valueDate: date,
        accountServicerReference: reference(),
        transactions: [{ endToEndId: c.endToEndId ?? undefined, remittance: c.remittance ?? undefined, counterparty: { name: 'Payer', account: payer } }],
      });
      byCurrency.set(currency, entries);
    }
    for (const [currency, entries] of byCurrency) await this.sendStatement(currency, date, entries);
    return credits.length;
  }

  /** Answers every payment file executed by `date`: a pain.002 accepting each payment, then a statement booking them. */
  async answerPaymentFiles(date: string): Promise<number> {
    const payments = await openPayments(this.db, date);
    const files = new Map<string, typeof payments>();
    for (const p of payments) files.set(p.message_id, [...(files.get(p.message_id) ?? []), p]);
    const debits = new Map<Currency, EntryInput[]>();
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
      await this.statements.upload(report, ACTOR);
      for (const l of lines.filter((line) => !rejected.has(line.end_to_end_id))) {
        const currency = l.currency_code as Currency;
        debits.set(currency, [
          ...(debits.get(currency) ?? []),
          {
            amountMinor: BigInt(l.amount_minor),
            creditDebit: 'DBIT',
            bookingDate: date,
            valueDate: date,
            accountServicerReference: reference(),
            transactions: [
              {
                endToEndId: l.end_to_end_id,
                paymentInformationId: l.payment_information_id,
                remittance: l.remittance ?? undefined,
                counterparty: { name: l.creditor_name.slice(0, 70), account: accountOf(l.creditor_account, currency) },
              },
            ],
          },
        ]);
      }
    }
    for (const [currency, entries] of debits) await this.sendStatement(currency, date, entries);
    return payments.length;
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
    await this.sendStatement(currency, date, [
      {
        amountMinor,
        creditDebit: 'CRDT',
        bookingDate: date,
        valueDate: date,
        accountServicerReference: reference(),
        transactions: [{ remittance, counterparty: { name: 'Payer', account: PARTNER_PAYER[currency] } }],
      },
    ]);
  }

  /** One camt.053 for the hub of a currency, continuing its sequence, uploaded as the operator would. */
  private async sendStatement(currency: Currency, date: string, entries: EntryInput[]): Promise<void> {
    const hub = await hubAccount(this.db, currency);
    if (!hub) return;
    const last = hub.lastStatementRead;
    const account: BankAccount =
      currency === 'GBP' && hub.sortCode && hub.accountNumber
        ? { form: 'sort-code-and-number', sortCode: hub.sortCode, accountNumber: hub.accountNumber }
        : { form: 'iban', iban: hub.iban!, bic: hub.bic ?? undefined };
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
          openingBalance: { amountMinor: last?.closingBalanceMinor ?? 0n, date: last?.closingDate ?? date },
          closingDate: date,
          entries,
        },
      ],
    });
    await this.statements.upload(xml, ACTOR);
  }
}
