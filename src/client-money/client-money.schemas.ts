/**
 * The operator API's shapes for the client-money reconciliation runs
 * (TypeBox) and their JSON: money in major units, signed, as the books'
 * operator API shows it (minorToJsonNumber); the breaks as CSV. The routes
 * are in client-money.operator.routes.ts.
 */
import { type Static, Type } from '@sinclair/typebox';
import { csvField } from '../platform/csv.js';
import { formatMinor, minorToJsonNumber } from '../platform/money.js';
import { CountedPagingFields, MAXIMUM_PAGE_SIZE } from '../platform/paging.js';
import { formatDateTime } from '../platform/time.js';
import { breaksOfRun, type RunRow } from './client-money.service.js';
import type { AccountToStatement, CurrencyPosition, HeldPaymentInput, PendingTransferInput, RunInputs, TransitAccountInput } from './reconciliation.js';

const Money = (description: string) => Type.Number({ description: `${description} In major units, signed.`, example: 1250.5 });
const NullableMoney = (description: string) => Type.Union([Money(description), Type.Null()], { description });
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const Date10 = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', maxLength: 10, description });

export const BREAK_KINDS = ['shortfall', 'ledger-mismatch', 'statement-missing', 'balance-mismatch', 'transit-not-cleared', 'payment-held'] as const;

export const BreakSchema = Type.Object(
  {
    kind: Type.Union(
      BREAK_KINDS.map((k) => Type.Literal(k)),
      { description: 'What does not reconcile (docs/bank-side.md "The daily client-money reconciliation").' },
    ),
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    accountCode: NullableString('The ledger account it is about (hub, placed, transit), or null.'),
    transferId: NullableString('The pending transfer it is about (transit-not-cleared), or null.'),
    date: NullableString("The date it is about: the run's date, a statement's closing date, a transfer's business date or a last movement."),
    expected: NullableMoney(
      'What should be: the requirement (shortfall), the house book and what partners owe (ledger-mismatch), the book balance held (statement and balance breaks).',
    ),
    actual: NullableMoney("What is: the resource, resource less requirement, the statement's closing balance; a transfer's or transit account's amount."),
    difference: NullableMoney('actual - expected.'),
    description: Type.String({ description: 'The break in words, naming its amounts.' }),
  },
  { title: 'ClientMoneyBreak' },
);

const RunSummaryFields = {
  reconciliationId: Type.String({ description: 'The run id.' }),
  asAt: Type.String({ description: 'The business date whose close it reconciles.' }),
  ranAtUtc: Type.String({ description: 'When it ran.' }),
  ranBy: Type.String({ description: "'scheduler' (the daily job) or the operator's name." }),
  trigger: Type.Union([Type.Literal('scheduler'), Type.Literal('operator')]),
  ok: Type.Boolean({ description: 'True only when it found no breaks.' }),
  breakCount: Type.Integer({ description: 'Its breaks.' }),
  actionTaken: Type.String({ description: "'none', or the alert raised." }),
};

export const RunSummarySchema = Type.Object(RunSummaryFields, { title: 'ClientMoneyReconciliationSummary' });

const PositionSchema = Type.Object({
  currencyCode: Type.String(),
  depositAccounts: Money('Σ deposit accounts (their entries dated on or before asAt).'),
  clientPayout: Money('Σ client-payout accounts.'),
  partnerOwed: Money('Σ positive partner balances (owed to partners).'),
  partnerReceivable: Money('Σ negative partner balances (partners owe).'),
  suspense: Money('suspense.'),
  hub: Money('hub (negative: held).'),
  transitOut: Money('Σ transit-out.'),
  transitIn: Money('Σ transit-in.'),
  placed: Money('Σ placed.'),
  interestReceivable: Money('Σ interest-receivable (house).'),
  marginIncome: Money('margin-income (house).'),
  requirement: Money('deposit accounts + client payouts + partners owed + suspense.'),
  resource: Money('-(hub + transit-out + transit-in + placed).'),
});

const AccountSchema = Type.Object({
  accountCode: Type.String(),
  currencyCode: Type.String(),
  role: Type.Union([Type.Literal('hub'), Type.Literal('placed')]),
  financialInstitutionId: NullableString('The institution (placed), or null (hub).'),
  accountIdentifiers: Type.Array(Type.String(), { description: 'The identifiers its statements are matched by; empty when the bank account is not set.' }),
  bookBalance: Money('Its posted balance as at asAt (negative: held).'),
  statement: Type.Union(
    [
      Type.Object({
        bankStatementId: Type.String(),
        statementId: Type.String(),
        closingDate: Type.String(),
        closingBalance: Money('The closing booked balance (positive: in credit).'),
        bookBalanceAtClosing: Money("Its posted balance as at the statement's closing date."),
        movementsAfter: Type.Integer({ description: 'Posted movements after the closing date, on or before asAt.' }),
        lastMovementAfter: NullableString('The last of them.'),
      }),
      Type.Null(),
    ],
    { description: 'The latest statement closing on or before asAt; null when none.' },
  ),
});

export const RunSchema = Type.Object(
  {
    ...RunSummaryFields,
    inputs: Type.Object(
      {
        transitClearedBy: Type.String({ description: 'Pending transfers and transit balances dated before this (asAt less 2 working days) are overdue.' }),
        currencies: Type.Array(PositionSchema),
        accounts: Type.Array(AccountSchema),
        overduePendingTransfers: Type.Array(
          Type.Object({ transferId: Type.String(), currencyCode: Type.String(), kind: Type.String(), businessDate: Type.String(), amount: Money('What it moves.') }),
        ),
        transitAccounts: Type.Array(
          Type.Object({ accountCode: Type.String(), currencyCode: Type.String(), balance: Money('Posted balance as at asAt.'), lastMovementDate: Type.String() }),
        ),
        heldPayments: Type.Array(
          Type.Object({
            paymentItemId: Type.String(),
            kind: Type.String({ description: 'placement or payout.' }),
            currencyCode: Type.String(),
            amount: Money('What it pays.'),
            dueDate: Type.String(),
            heldReason: Type.String(),
            accountCode: Type.String({ description: 'The ledger account the money waits in.' }),
          }),
          { description: 'Payments held back when the run ran, each a payment-held break until an operator releases it.' },
        ),
      },
      { description: 'What the run read, as it read it.' },
    ),
    breaks: Type.Array(BreakSchema),
  },
  { title: 'ClientMoneyReconciliation', description: 'One client-money reconciliation run, immutable.' },
);

export const RunListSchema = Type.Object(
  { reconciliations: Type.Array(RunSummarySchema, { maxItems: MAXIMUM_PAGE_SIZE }), ...CountedPagingFields },
  { title: 'ClientMoneyReconciliations' },
);

export const RunInputSchema = Type.Object(
  { asAt: Type.Optional(Date10('The business date whose close to reconcile (default: the working day before today). From 1970-01-01, before today.')) },
  { title: 'ClientMoneyReconciliationRequest', additionalProperties: false },
);

export const RunQuerySchema = {
  from: Type.Optional(Date10('Runs as at this date or later.')),
  to: Type.Optional(Date10('Runs as at this date or earlier.')),
  ok: Type.Optional(Type.Boolean({ description: 'Only runs that were ok (true) or that found breaks (false).' })),
};

const m = (value: unknown) => minorToJsonNumber(BigInt(value as string));
const mOrNull = (value: unknown) => (value === null || value === undefined ? null : m(value));

export function runSummaryToJson(run: RunRow): Static<typeof RunSummarySchema> {
  return {
    reconciliationId: run.reconciliationId,
    asAt: run.asAt,
    ranAtUtc: formatDateTime(run.ranAt),
    ranBy: run.ranBy,
    trigger: run.trigger,
    ok: run.ok,
    breakCount: run.breakCount,
    actionTaken: run.actionTaken,
  };
}

/** Stored JSON has money as minor-unit text; each is turned into major units here. */
type Stored<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] extends bigint | null ? string | null : T[K] };

export function runToJson(run: RunRow): Static<typeof RunSchema> {
  const inputs = run.inputs as Omit<RunInputs, 'currencies' | 'accounts' | 'overduePendingTransfers' | 'transitAccounts' | 'heldPayments'> & {
    currencies: Stored<CurrencyPosition>[];
    accounts: (Stored<Omit<AccountToStatement, 'statement'>> & { statement: Stored<NonNullable<AccountToStatement['statement']>> | null })[];
    overduePendingTransfers: Stored<PendingTransferInput>[];
    transitAccounts: Stored<TransitAccountInput>[];
    heldPayments?: Stored<HeldPaymentInput>[];
  };
  return {
    ...runSummaryToJson(run),
    inputs: {
      transitClearedBy: inputs.transitClearedBy,
      currencies: inputs.currencies.map((p) => {
        const requirement = BigInt(p.depositAccountsMinor) + BigInt(p.clientPayoutMinor) + BigInt(p.partnerOwedMinor) + BigInt(p.suspenseMinor);
        const resource = -(BigInt(p.hubMinor) + BigInt(p.transitOutMinor) + BigInt(p.transitInMinor) + BigInt(p.placedMinor));
        return {
          currencyCode: p.currencyCode,
          depositAccounts: m(p.depositAccountsMinor),
          clientPayout: m(p.clientPayoutMinor),
          partnerOwed: m(p.partnerOwedMinor),
          partnerReceivable: m(p.partnerReceivableMinor),
          suspense: m(p.suspenseMinor),
          hub: m(p.hubMinor),
          transitOut: m(p.transitOutMinor),
          transitIn: m(p.transitInMinor),
          placed: m(p.placedMinor),
          interestReceivable: m(p.interestReceivableMinor),
          marginIncome: m(p.marginIncomeMinor),
          requirement: minorToJsonNumber(requirement),
          resource: minorToJsonNumber(resource),
        };
      }),
      accounts: inputs.accounts.map((a) => ({
        accountCode: a.accountCode,
        currencyCode: a.currencyCode,
        role: a.role,
        financialInstitutionId: a.financialInstitutionId,
        accountIdentifiers: a.accountIdentifiers,
        bookBalance: m(a.bookBalanceMinor),
        statement: a.statement
          ? {
              bankStatementId: a.statement.bankStatementId,
              statementId: a.statement.statementId,
              closingDate: a.statement.closingDate,
              closingBalance: m(a.statement.closingBalanceMinor),
              bookBalanceAtClosing: m(a.statement.bookBalanceAtClosingMinor),
              movementsAfter: a.statement.movementsAfter,
              lastMovementAfter: a.statement.lastMovementAfter,
            }
          : null,
      })),
      overduePendingTransfers: inputs.overduePendingTransfers.map((t) => ({
        transferId: t.transferId,
        currencyCode: t.currencyCode,
        kind: t.kind,
        businessDate: t.businessDate,
        amount: m(t.amountMinor),
      })),
      transitAccounts: inputs.transitAccounts.map((t) => ({
        accountCode: t.accountCode,
        currencyCode: t.currencyCode,
        balance: m(t.balanceMinor),
        lastMovementDate: t.lastMovementDate,
      })),
      heldPayments: (inputs.heldPayments ?? []).map((h) => ({
        paymentItemId: h.paymentItemId,
        kind: h.kind,
        currencyCode: h.currencyCode,
        amount: m(h.amountMinor),
        dueDate: h.dueDate,
        heldReason: h.heldReason,
        accountCode: h.accountCode,
      })),
    },
    breaks: breaksOfRun(run).map((b) => ({
      kind: b.kind,
      currencyCode: b.currencyCode,
      accountCode: b.accountCode,
      transferId: b.transferId,
      date: b.date,
      expected: mOrNull(b.expectedMinor?.toString()),
      actual: mOrNull(b.actualMinor?.toString()),
      difference: mOrNull(b.differenceMinor?.toString()),
      description: b.description,
    })),
  };
}

const CSV_COLUMNS = ['reconciliationId', 'asAt', 'kind', 'currencyCode', 'accountCode', 'transferId', 'date', 'expected', 'actual', 'difference', 'description'] as const;

/** A run's breaks as CSV (RFC 4180, CRLF, a header row; amounts in major units with two places, exact): the export for the resolution pack. */
export function breaksToCsv(run: RunRow): string {
  const lines = [CSV_COLUMNS.join(',')];
  const money = (minor: bigint | null) => (minor === null ? '' : formatMinor(minor));
  for (const b of breaksOfRun(run)) {
    const row = [
      run.reconciliationId,
      run.asAt,
      b.kind,
      b.currencyCode,
      b.accountCode ?? '',
      b.transferId ?? '',
      b.date ?? '',
      money(b.expectedMinor),
      money(b.actualMinor),
      money(b.differenceMinor),
      b.description,
    ];
    lines.push(row.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
