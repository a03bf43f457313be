/** Operator: the books in double entry (docs/bank-side.md): the ledger accounts' balances, one transfer, and the platform's margin income per month. */
import { Type } from '@sinclair/typebox';
import type { Db } from '../database.js';
import { BOOK_ACCOUNT_KINDS, countBookAccounts, findTransfer, listBookAccounts, marginIncomeByMonth } from './ledger.js';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { minorToJsonNumber } from '../platform/money.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CountedPagingFields, mapChunks, MAXIMUM_PAGE_SIZE, pagingOf, pagingQuery, readCountedPage, walkByOffset } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { CurrencySchema } from '../platform/currency.js';

const TAG = 'Books';

/** The kinds of ledger account besides deposit accounts (docs/design/bank-side.md#122-books). */

const Money = (description: string) => Type.Number({ description: `${description} In major units, signed.`, example: 1250.5 });

const BookAccountSchema = Type.Object(
  {
    accountCode: Type.String({ description: "'{currency}:{kind}' or '{currency}:{kind}:{owner}'.", example: 'GBP:placed:N32-GBP-NORTHBANK' }),
    currencyCode: Type.String({ description: 'ISO-4217 currency.', example: 'GBP' }),
    book: Type.Union([Type.Literal('client-money'), Type.Literal('house')], { description: "Client money, or the platform's own." }),
    kind: Type.Union(
      BOOK_ACCOUNT_KINDS.map((k) => Type.Literal(k)),
      { description: 'What the account is (docs/bank-side.md).' },
    ),
    ownerId: Type.Union([Type.String(), Type.Null()], { description: 'The institution, partner or client; null for hub, suspense and margin income.' }),
    postedBalance: Money('Sum of its legs in posted transfers: positive is owed, negative is held or receivable.'),
    pendingBalance: Money('Sum of its legs in transfers waiting for a bank.'),
  },
  { title: 'BookAccount', description: 'A ledger account of the books other than a deposit account.' },
);

const TransferSchema = Type.Object(
  {
    transferId: Type.String({ description: 'The transfer id.' }),
    currencyCode: Type.String({ description: 'Its currency (every leg is in it).' }),
    kind: Type.String({ description: 'opening, deposit-settlement, withdrawal-settlement, interest-posting, margin-accrual or movement.' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('voided')]),
    businessDate: Type.String({ description: 'The business date it belongs to.' }),
    bookingDate: Type.Union([Type.String(), Type.Null()], {
      description:
        "The date the bank booked it (the statement entry's booking date), its business date when no bank books it, or the day it was voided; null while pending. The client-money reconciliation of a day reads the books by this date.",
    }),
    description: Type.String(),
    createdAtUtc: Type.String(),
    resolvedAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'When it was posted or voided; null while pending.' }),
    legs: Type.Array(Type.Object({ accountCode: Type.String(), amount: Money('The leg: positive a credit, negative a debit.') }), {
      description: "Its legs on the books' accounts; the deposit accounts' legs are their ledger entries (the operator's account view).",
    }),
  },
  { title: 'Transfer', description: 'One balanced movement of money.' },
);

const Month = (description: string) => Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: `${description} YYYY-MM.`, example: '2026-03' });

/** The first day of the month after `month` (YYYY-MM). */
function monthAfter(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

const MarginIncomeRowSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution.' }),
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    month: Type.String({ description: 'YYYY-MM.' }),
    marginAmount: Money('The margin booked that month.'),
  },
  { title: 'MarginIncomeRow' },
);

export function ledgerOperatorRoutes(app: HttpApp, db: Db): void {
  bookAccountRoutes(app, db);
  transferAndMarginRoutes(app, db);
}

/** The books' accounts with their balances (JSON or CSV). */
function bookAccountRoutes(app: HttpApp, db: Db): void {
  app.get(
    '/books/accounts',
    {
      schema: {
        tags: [TAG],
        operationId: 'listBookAccounts',
        summary: "The books' accounts and their balances",
        description: 'Ledger accounts other than deposit accounts (a few per currency, institution and partner), by code, one page at a time.',
        querystring: Type.Object({
          currencyCode: Type.Optional(CurrencySchema({ description: 'Only this currency.' })),
          kind: Type.Optional(
            Type.Union(
              BOOK_ACCOUNT_KINDS.map((k) => Type.Literal(k)),
              { description: 'Only this kind of account.' },
            ),
          ),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ accounts: Type.Array(BookAccountSchema, { maxItems: MAXIMUM_PAGE_SIZE }), ...CountedPagingFields }, { title: 'BookAccounts' }),
            BookAccountSchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const filter = { currencyCode: request.query.currencyCode, kind: request.query.kind };
      const json = (rows: Awaited<ReturnType<typeof listBookAccounts>>) =>
        rows.map((a) => ({
          accountCode: a.accountCode,
          currencyCode: a.currencyCode,
          book: a.book,
          kind: a.kind,
          ownerId: a.ownerId,
          postedBalance: minorToJsonNumber(a.postedMinor),
          pendingBalance: minorToJsonNumber(a.pendingMinor),
        }));
      if (wantsCsv(request))
        return sendCsv(
          reply,
          'book-accounts',
          csvColumnsOf(BookAccountSchema),
          mapChunks(
            walkByOffset((offset, limit) => listBookAccounts(db, filter, { offset, limit })),
            json,
          ),
        );
      const paging = pagingOf(request.query);
      const { rows, ...page } = await readCountedPage(
        paging,
        (offset, limit) => listBookAccounts(db, filter, { offset, limit }),
        (limit) => countBookAccounts(db, filter, limit),
      );
      return { accounts: json(rows), ...paging, ...page };
    },
  );
}

/** One transfer with its legs, and the margin income by month. */
function transferAndMarginRoutes(app: HttpApp, db: Db): void {
  app.get(
    '/books/transfers/:transferId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getTransfer',
        summary: 'One transfer with its legs',
        params: Type.Object({ transferId: Type.String({ minLength: 1, maxLength: 200, description: 'The transfer id.' }) }),
        response: { 200: TransferSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const transfer = await findTransfer(db, request.params.transferId);
      if (!transfer) throw AppError.notFound(`Transfer ${request.params.transferId}`);
      return {
        transferId: transfer.transferId,
        currencyCode: transfer.currencyCode,
        kind: transfer.kind,
        state: transfer.state,
        businessDate: transfer.businessDate,
        bookingDate: transfer.bookingDate,
        description: transfer.description,
        createdAtUtc: formatDateTime(transfer.createdAt),
        resolvedAtUtc: transfer.resolvedAt ? formatDateTime(transfer.resolvedAt) : null,
        legs: transfer.legs.map((l) => ({ accountCode: l.accountCode, amount: minorToJsonNumber(l.amountMinor) })),
      };
    },
  );

  app.get(
    '/books/margin-income',
    {
      schema: {
        tags: [TAG],
        operationId: 'getMarginIncome',
        summary: "The platform's margin income per institution, currency and month",
        description:
          'From the books: what the margin-accrual transfers booked (gross interest less the net interest clients earn, accrued daily per institution and currency), months `from` to `to` inclusive.',
        querystring: Type.Object({ from: Month('The first month.'), to: Month('The last month.') }),
        response: {
          200: jsonOrCsvList(Type.Object({ from: Type.String(), to: Type.String(), income: Type.Array(MarginIncomeRowSchema) }, { title: 'MarginIncome' }), MarginIncomeRowSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (to < from) throw new AppError('ValidationFailed', `to (${to}) is before from (${from}).`, [{ field: 'to', reason: 'range' }]);
      const rows = await marginIncomeByMonth(db, { from: `${from}-01`, to: monthAfter(to) });
      const income = rows.map((r) => ({
        financialInstitutionId: r.financialInstitutionId,
        currencyCode: r.currencyCode,
        month: r.month,
        marginAmount: minorToJsonNumber(r.marginMinor),
      }));
      if (wantsCsv(request)) return sendCsv(reply, `margin-income-${from}-${to}`, csvColumnsOf(MarginIncomeRowSchema), [income]);
      return { from, to, income };
    },
  );
}
