/**
 * The sandbox bank after a crash (issue 45, item 5; docs/bank-side.md "The
 * sandbox bank"): a process killed between the hub's statement and an
 * institution's receiving-account statement leaves the next run to send the
 * institution's side, once. A placement's credit is sent after all, and a
 * repayment is debited from the institution's account once, not again with
 * the credit the hub had not yet booked.
 *
 * The sandbox bank of the platform is off (SANDBOX_BANK=off), so the test
 * drives the day's steps itself as the batch job does: one `SandboxBank`
 * whose second statement upload naming a movement fails (the crash), then a
 * fresh one (the restarted process) running the day's steps again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, newDeposit, newWithdrawal } from '../../test/builders/instructions.js';
import { currentVersionOf } from '../../test/builders/reads.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import type { BankStatementsService } from '../bank-statements/bank-statements.service.js';
import { hubAccount, identifiersOf, institutionPaymentSettings } from '../banking/banking.js';
import { paymentReferenceOf } from '../payments/payments.js';
import { seedSandboxBankAccounts } from '../sandbox/bank-accounts.js';
import { seedSandboxCatalogue } from '../sandbox/catalogue.js';
import { SandboxBank } from './sandbox-bank.js';

const DAY_ONE = '2026-03-02';
const DAY_TWO = '2026-03-03';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ now: `${DAY_ONE}T08:00:00.000Z`, env: { SANDBOX_BANK: 'off' } });
  await seedSandboxCatalogue(t.platform);
  await seedSandboxBankAccounts(t.platform);
});
afterAll(async () => t?.close());

/** The operator's upload, except that the second camt.053 naming `reference` dies once before it is stored (a `kill -9` between two sends). */
function crashingAtSecondStatement(reference: string): BankStatementsService {
  let seen = 0;
  return {
    upload: async (xml: string, actor: { name: string }) => {
      if (xml.includes('BkToCstmrStmt') && xml.includes(reference) && ++seen === 2) throw new Error('killed between the two statements');
      return t.platform.bankStatements.upload(xml, actor);
    },
  } as unknown as BankStatementsService;
}

/** The day's steps of the sandbox bank and the payment run, in the batch job's order (src/composition/platform.ts). */
async function runDay(bank: SandboxBank, date: string): Promise<void> {
  await bank.bookExpectedCredits(date);
  await t.platform.payments.run(date);
  await bank.answerPaymentFiles(date);
  await bank.creditGrossInterest(date);
}

/** The booked entries on the statements of an account quoting `reference` (as end-to-end id or remittance). */
async function entriesQuoting(identifiers: readonly string[], reference: string) {
  const result = await sql<{ credit_debit: string; amount_minor: string; booking_date: string; status: string }>`
    SELECT e.credit_debit, e.amount_minor::text AS amount_minor, e.booking_date::text AS booking_date, e.status
    FROM bank_statement_entries e JOIN bank_statements s ON s.bank_statement_id = e.bank_statement_id
    WHERE s.message_kind = 'statement' AND s.currency_code = 'GBP' AND s.account_identifier IN (${sql.join([...identifiers])})
      AND (e.end_to_end_id = ${reference} OR e.remittance = ${reference})`.execute(t.platform.db);
  return result.rows;
}

describe('the sandbox bank after a crash between the hub statement and an institution statement', () => {
  it('sends the placement credit and the repayment debit to the institution exactly once', async () => {
    const db = t.platform.db;
    const d = driver(t, await t.newPartner());
    const hub = identifiersOf((await hubAccount(db, 'GBP'))!);
    const institution = identifiersOf((await institutionPaymentSettings(db, 'TYNESAVE', 'GBP')).account!);
    const client = await d.newClient({ accounts: [{ accountName: 'Client', accountNumber: '40000001', sortCode: '20-00-00', currencyCode: 'GBP' }] });
    const product = { productId: 'IA-GBP-TYNESAVE', issueNumber: 1, currentVersion: await currentVersionOf(db, 'IA-GBP-TYNESAVE', 1) };

    // Day one: a deposit, its batch settled; the partner's payment in, the placement paid, and the process dies after the hub's statement.
    await d.submitOk('deposit', newDeposit(product, client, { amount: 5000 }));
    await d.run();
    await closeDayBatches(d, DAY_ONE);
    const firstBank = new SandboxBank(db, t.platform.clock, t.platform.bankStatements);
    await firstBank.bookExpectedCredits(DAY_ONE);
    await t.platform.payments.run(DAY_ONE);
    const placement = await db.selectFrom('payment_lines').select(['end_to_end_id', 'amount_minor']).where('kind', '=', 'placement').executeTakeFirstOrThrow();
    const crashing = new SandboxBank(db, t.platform.clock, crashingAtSecondStatement(placement.end_to_end_id));
    await expect(crashing.answerPaymentFiles(DAY_ONE)).rejects.toThrow(/killed/);
    expect(await entriesQuoting(hub, placement.end_to_end_id)).toHaveLength(1);
    expect(await entriesQuoting(institution, placement.end_to_end_id)).toHaveLength(0);

    // The restarted process runs the day again: the institution's receiving account shows the placement, once.
    const restarted = new SandboxBank(db, t.platform.clock, t.platform.bankStatements);
    await runDay(restarted, DAY_ONE);
    await runDay(restarted, DAY_ONE);
    expect(await entriesQuoting(hub, placement.end_to_end_id)).toMatchObject([{ credit_debit: 'DBIT', amount_minor: String(placement.amount_minor), booking_date: DAY_ONE }]);
    expect(await entriesQuoting(institution, placement.end_to_end_id)).toEqual([
      { credit_debit: 'CRDT', amount_minor: String(placement.amount_minor), booking_date: DAY_ONE, status: 'matched' },
    ]);

    // Day two: a withdrawal settled; the institution repays, and the process dies between the two statements of the repayment.
    await d.advanceTo(`${DAY_TWO}T09:00:00Z`);
    const [account] = await d.accounts(client);
    await d.submitOk('withdraw', newWithdrawal(client, account.depositAccountId, { amount: 150 }));
    await d.run();
    await closeDayBatches(d, DAY_TWO);
    const withdrawals = (await d.batches(DAY_TWO)).find((b) => b.instructionType === 'withdrawal')!;
    const repayment = paymentReferenceOf(withdrawals.instructionBatchId);
    await expect(new SandboxBank(db, t.platform.clock, crashingAtSecondStatement(repayment)).bookExpectedCredits(DAY_TWO)).rejects.toThrow(/killed/);

    // After the restart the hub has the repayment credited once, and the institution's account debited once.
    await runDay(restarted, DAY_TWO);
    await runDay(restarted, DAY_TWO);
    expect(await entriesQuoting(hub, repayment)).toMatchObject([{ credit_debit: 'CRDT', amount_minor: '15000', booking_date: DAY_TWO }]);
    expect(await entriesQuoting(institution, repayment)).toEqual([{ credit_debit: 'DBIT', amount_minor: '15000', booking_date: DAY_TWO, status: 'matched' }]);
    expect(await db.selectFrom('bank_statement_entries').select('bank_statement_entry_id').where('status', '=', 'unmatched').execute()).toEqual([]);
  });
});

/** The day's batches locked at the cut-off, closed with the totals the partner reads, and settled. */
async function closeDayBatches(d: ReturnType<typeof driver>, date: string): Promise<void> {
  await d.advanceTo(`${date}T14:30:00Z`);
  const locked = (await d.batches(date)).filter((b) => b.instructionBatchStatus === 'Locked');
  const closed = await d.closeBatches(
    locked.map((b) => ({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.instructionBatchTotalAmount, TotalNoticeAmount: b.instructionBatchTotalNoticeAmount })),
  );
  expect(closed.statusCode, closed.body).toBe(204);
  await d.advanceTo(`${date}T16:00:00Z`);
}
