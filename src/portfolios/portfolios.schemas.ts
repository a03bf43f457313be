/** The Portfolios API's shapes (TypeBox): one schema drives validation, serialisation and OpenAPI. */
import { Type, type Static } from '@sinclair/typebox';
import { CurrencySchema } from '../platform/currency.js';

export const DateTime = (description: string) =>
  Type.String({ description: `${description} ISO-8601, yyyy-mm-ddThh:mm:ss.fffffff+00:00.`, example: '2026-03-02T00:00:00.0000000+00:00' });

export const Money = (description: string, example = 10000.5) =>
  Type.Number({ description: `${description} In major units (pounds, euros, dollars) with at most 2 decimal places.`, example });

export const DepositAccountSchema = Type.Object(
  {
    depositAccountId: Type.String({ description: 'The deposit account id; use it as depositAccountReference in withdraw and close-account instructions.' }),
    productId: Type.String({ description: 'The product the account was opened against.' }),
    productIssueNumber: Type.Integer({ description: 'The issue (rate tranche) of the product the account was opened against.', example: 1 }),
    productVersionOnAccountOpen: Type.Integer({
      description: 'The product issue version current when the account opened; it fixes the rate of a fixed term.',
      example: 1,
    }),
    accountStatus: Type.Union([Type.Literal('Open'), Type.Literal('Matured'), Type.Literal('Closed')], {
      description: 'Open: earning interest. Matured: a fixed term past its maturity date, waiting for its payout (no more interest). Closed: paid out; amount 0.',
    }),
    dateAccountOpenedUTC: DateTime('The business date the account opened (the settlement date of its first deposit); interest is earned from this day.'),
    dateAccountMaturesUTC: Type.Union([DateTime('The maturity date of a fixed term: interest is earned up to, not including, this day.'), Type.Null()], {
      description: 'The maturity date of a fixed term: interest is earned up to, not including, this day. null for instant access and notice accounts.',
    }),
    amount: Money('The settled balance, posted interest included.'),
    interestAccruedAmount: Money('Interest accrued and not yet posted, rounded half-up to the penny (it is carried to 20 decimal places internally).', 12.34),
    interestPaidAmount: Money('Total interest posted to the account so far.', 56.78),
    interestExpectedAmount: Money(
      "For an open fixed term, the whole term's interest at the account's fixed rate; for an open instant access or notice account, the next 12 months' interest on today's balance at today's rate, compounded as the product pays it; for a matured or closed account, the interest it was paid.",
      475,
    ),
  },
  { title: 'DepositAccount', description: 'A deposit account in a portfolio, with its interest figures.' },
);

export const PendingBatchItemSchema = Type.Object(
  {
    pendingBatchItemId: Type.String({ description: 'The instructionReference of the pending instruction (both names carry the same value).' }),
    instructionReference: Type.String({ description: 'The instructionReference of the pending instruction; a platform-made reference for a maturity payout.' }),
    pendingBatchType: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')], { description: 'The kind of batch the instruction is in.' }),
    isClosure: Type.Boolean({ description: 'True for a close-account instruction or a maturity payout (the whole balance is paid out).' }),
    depositAccountId: Type.String({ description: "The deposit account concerned; '' for a deposit that has not yet opened an account." }),
    productId: Type.String({ description: 'The product of the instruction.' }),
    productVersion: Type.Integer({ description: 'The product issue version of the instruction.', example: 1 }),
    dateAddedUTC: DateTime('When the instruction joined its batch.'),
    dateToBeActionedUTC: DateTime('The business date of the batch that will settle it.'),
    amount: Money('The instruction amount (for a closure, the amount known when it was accepted; the payout is the balance on settlement).'),
  },
  { title: 'PendingBatchItem', description: 'An accepted instruction whose batch has not completed yet.' },
);

export const LinkSchema = Type.Object(
  {
    rel: Type.String({ description: 'The relation: self, or pendingInstructions.', example: 'pendingInstructions' }),
    href: Type.String({ description: 'The path of the related resource, relative to the base address.' }),
  },
  { title: 'Link', description: 'A link to a related resource.' },
);

export const PortfolioSchema = Type.Object(
  {
    portfolioId: Type.String({ description: 'The portfolio id.' }),
    portfolioVersion: Type.Integer({ description: 'Goes up by one whenever anything the portfolio shows changes (deposits, withdrawals, interest, maturity).', example: 3 }),
    currencyCode: CurrencySchema({ description: 'ISO-4217 currency of the portfolio.' }),
    dateLastUpdatedUTC: DateTime('When the portfolio last changed; the list is sorted by it, newest first.'),
    depositAccounts: Type.Array(DepositAccountSchema, { description: 'Every deposit account in the portfolio, closed ones included, oldest first.' }),
  },
  { title: 'Portfolio', description: "A client's holdings in one currency." },
);

export const PortfolioInformationSchema = Type.Object(
  {
    clientReference: Type.String({ description: 'The client the portfolio belongs to.' }),
    portfolio: PortfolioSchema,
    pendingPaymentBatchItems: Type.Array(PendingBatchItemSchema, {
      description: "The portfolio's accepted instructions whose batches have not completed (reverted ones excluded), oldest first.",
    }),
    links: Type.Optional(Type.Array(LinkSchema, { description: 'Per-client response only: self, and pendingInstructions (the pending items of this portfolio).' })),
  },
  { title: 'PortfolioInformation', description: 'One portfolio of a client, with its pending payments.' },
);

export const PortfolioPageQuery = Type.Object(
  {
    PageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1, description: 'The page, from 1 (default 1). A page past the end is empty.' })),
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Portfolios per page, 1 to 100 (default 50).' })),
  },
  { additionalProperties: true },
);

export const PortfolioPageResponse = Type.Object(
  {
    portfolioInformation: Type.Array(PortfolioInformationSchema, { description: "The page's portfolios, most recently updated first." }),
    pageNumber: Type.Integer({ description: 'The page returned.', example: 1 }),
    pageSize: Type.Integer({ description: 'The page size used.', example: 50 }),
    pageCount: Type.Integer({ description: 'The number of pages: ceil(portfolios / pageSize); 0 when there are none.', example: 3 }),
    sortOrder: Type.Literal('updatedDateDesc', { description: 'Always updatedDateDesc: last-updated date descending, then portfolioId.' }),
  },
  { title: 'PortfolioPage', description: "A page of all the partner's portfolios." },
);

export const PortfolioWalkQuery = Type.Object(
  {
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Portfolios per page, 1 to 100 (default 50).' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400, description: 'The nextCursor of the page before, unchanged; absent for the first page of a walk.' })),
  },
  { additionalProperties: true },
);

export const PortfolioWalkResponse = Type.Object(
  {
    portfolioInformation: Type.Array(PortfolioInformationSchema, { description: "The page's portfolios, in portfolioId order. May be empty where a pass ends." }),
    pageSize: Type.Integer({ description: 'The page size used.', example: 50 }),
    pass: Type.Integer({
      minimum: 1,
      description: 'The pass this page belongs to: 1 gives every portfolio once; each later pass gives again, in their newer state, those written since the pass before began.',
      example: 1,
    }),
    nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass it as cursor for the next page; null when the walk is over.' }),
    sortOrder: Type.Literal('portfolioIdAsc', { description: 'Always portfolioIdAsc within a pass.' }),
  },
  { title: 'PortfolioWalkPage', description: "A page of a walk of all the partner's portfolios." },
);

export const ClientPortfoliosResponse = Type.Object(
  {
    portfolioInformation: Type.Array(PortfolioInformationSchema, {
      description: 'One item per currency the client holds, ordered by currency code; empty for a client with no portfolio yet.',
    }),
  },
  { title: 'ClientPortfolios', description: "A client's portfolios." },
);

export const PendingInstructionsResponse = Type.Object(
  {
    clientReference: Type.String({ description: 'The client.' }),
    pendingPaymentBatchItems: Type.Array(PendingBatchItemSchema, { description: "The client's pending items (in one currency when currencyCode is given), oldest first." }),
  },
  { title: 'PendingInstructions', description: "A client's accepted instructions whose batches have not completed." },
);

export const ClientReferenceParams = Type.Object({
  clientReference: Type.String({ minLength: 1, maxLength: 200, description: 'The clientReference returned when the client was created.' }),
});

export const IfModifiedSinceHeaders = Type.Object(
  {
    'if-modified-since': Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'Answer 304 with no body if no portfolio of the client changed after this time. ISO-8601 (e.g. 2026-03-02T09:00:00.0000000+00:00, compared to the millisecond) or an HTTP-date (Mon, 02 Mar 2026 09:00:00 GMT, whole seconds). Anything else is 400.',
      }),
    ),
  },
  { additionalProperties: true },
);

export const PendingInstructionsQuery = Type.Object(
  {
    currencyCode: Type.Optional(CurrencySchema({ description: 'Only the items of this currency.' })),
  },
  { additionalProperties: true },
);

export const IntroducerParams = Type.Object({
  financialPartnerId: Type.String({ minLength: 1, maxLength: 200, description: "The caller's own financialPartnerId; any other is 404." }),
  introducerId: Type.String({ minLength: 1, maxLength: 200, description: 'The introducer id.' }),
});

/** No body (304): a `null` schema in the document, sent as a bare `reply.send()` (see NoContent). */
export const NotModified = Type.Unsafe<undefined>({ description: 'No portfolio of the client changed after If-Modified-Since.', type: 'null' });

export type DepositAccountJson = Static<typeof DepositAccountSchema>;
export type PendingBatchItemJson = Static<typeof PendingBatchItemSchema>;
export type PortfolioInformationJson = Static<typeof PortfolioInformationSchema>;
