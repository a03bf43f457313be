/**
 * Operator reads across partners (issue 17): the overview, batches over a
 * date range and one batch, instruction requests and one request's story,
 * deposit accounts and clients. Every list is paged (pageNumber, pageSize,
 * hasMore); every filter is bounded so a bad one is a 400.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { csvColumnsOf, jsonOrCsv, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CountedPagingFields, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { DETAIL_LIMITS, type OperatorReads } from './operator-reads.js';
import { CurrencySchema } from '../platform/currency.js';

const TAG = 'Operator';

const Date10 = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', maxLength: 10, description });
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });
const Money = (description: string) => Type.Number({ description: `${description} In major units (e.g. 1250.50), exact to the penny.` });

const InstructionType = Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')], { description: 'deposit or withdrawal.' });
const Currency = CurrencySchema({ description: 'ISO-4217 currency.' });
const BatchStatus = Type.Union([Type.Literal('Open'), Type.Literal('Locked'), Type.Literal('Closed'), Type.Literal('Completed')], { description: 'The batch state.' });

export const OperatorBatchSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner the batch belongs to.' }),
    financialPartnerName: Nullable(Type.String(), "The partner's name."),
    instructionBatchId: Type.String({ description: 'The batch id.' }),
    instructionType: Type.String({ description: 'deposit or withdrawal.' }),
    instructionBatchTotalAmount: Money('Total of the batch.'),
    instructionBatchTotalNoticeAmount: Money('Notice withdrawals in the total.'),
    instructionBatchStatus: Type.String({ description: 'Open, Locked (waiting for the partner), Closed or Completed.' }),
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    dateToBeActioned: Type.String({ description: 'The working day of the batch.' }),
    instructionCount: Type.Integer({ description: 'Live (not reverted) instructions in the batch.' }),
  },
  { title: 'OperatorBatchSummary', description: "A partner's batch, as the operator sees it." },
);

/** Which account it is: the fields the account read and its statement share. */
const AccountIdentityFields = {
  depositAccountId: Type.String({ description: 'The account.' }),
  financialPartnerId: Type.String({ description: 'The partner.' }),
  financialPartnerName: Nullable(Type.String(), "The partner's name."),
  clientReference: Type.String({ description: 'The client.' }),
  productId: Type.String({ description: 'The product.' }),
  productIssueNumber: Type.Integer({ description: 'The issue.' }),
  accountStatus: Type.String({ description: 'Open, Matured or Closed.' }),
  currencyCode: Type.String({ description: 'The currency.' }),
  openedOn: Type.String({ description: 'Business date opened.' }),
  closedOn: Nullable(Type.String(), 'Business date closed.'),
};

/** Interest accrued, not yet posted, as the account read and its statement both give it. */
const AccruedInterestFields = {
  interestAccruedAmount: Money('Accrued, not yet posted interest, rounded half-up to the penny as the Portfolios API shows it.'),
  interestAccruedExact: Type.String({ description: 'Accrued, not yet posted interest, exact (major units, decimal text).' }),
  accruedThrough: Nullable(Type.String(), 'The last business date accrued.'),
};

const InstructionSchema = Type.Object(
  {
    instructionId: Type.String({ description: 'The platform id of the instruction (ledger entries name it).' }),
    instructionReference: Type.String({ description: "The partner's reference (a platform-made one for maturity payouts)." }),
    requestReference: Nullable(Type.String(), 'The request that made it; null for a maturity payout.'),
    instructionBatchId: Type.String({ description: 'The batch it is in.' }),
    instructionType: Type.String({ description: 'deposit or withdrawal.' }),
    clientReference: Type.String({ description: 'The client.' }),
    portfolioId: Type.String({ description: 'The portfolio.' }),
    depositAccountId: Nullable(Type.String(), 'The account; null for a deposit until settlement opens or tops one up.'),
    productId: Type.String({ description: 'The product.' }),
    productIssueNumber: Type.Integer({ description: 'The product issue.' }),
    amount: Money('The amount.'),
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    state: Type.String({ description: 'Live, Reverted or Settled.' }),
    isClosure: Type.Boolean({ description: 'A closure (the whole balance).' }),
    isMaturity: Type.Boolean({ description: 'A maturity payout.' }),
    isNotice: Type.Boolean({ description: 'A notice withdrawal.' }),
    dateAddedUtc: Type.String({ description: 'When it was made.' }),
    dateToBeActioned: Type.String({ description: 'The working day it settles.' }),
    settledAtUtc: Nullable(Type.String(), 'When it settled.'),
  },
  { title: 'OperatorInstruction', description: 'An instruction: what an accepted request placed in a batch.' },
);

const RequestSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner.' }),
    financialPartnerName: Nullable(Type.String(), "The partner's name."),
    instructionReference: Type.String({ description: "The partner's reference (lower-cased)." }),
    requestType: Type.String({ description: 'deposit, withdraw, close-account or revert.' }),
    clientReference: Nullable(Type.String(), 'The client (accountReference); null for a revert.'),
    amount: Nullable(Money('The amount asked for.'), 'The amount asked for; null for a closure or revert.'),
    currencyCode: Nullable(Type.String(), 'The currency of the instruction it made (or named in a withdrawal); null when unknown (a rejected deposit).'),
    status: Type.String({ description: 'Created, Processed or Rejected.' }),
    statusReason: Nullable(Type.String(), 'Why it was rejected.'),
    statusReasonCode: Nullable(Type.String(), 'The rejection reason by name (docs/errors.md); null unless Rejected.'),
    processingAttempts: Type.Integer({ description: 'Failed attempts at processing it alone (see processing failures).' }),
    createdAtUtc: Type.String({ description: 'When it was accepted.' }),
    processedAtUtc: Nullable(Type.String(), 'When it left Created.'),
  },
  { title: 'OperatorInstructionRequest', description: 'An instruction request, as the operator sees it.' },
);

const EntrySchema = Type.Object(
  {
    entryId: Type.String({ description: 'The ledger entry id (increasing).' }),
    depositAccountId: Type.String({ description: 'The account.' }),
    entryType: Type.String({ description: 'Deposit, Withdrawal, InterestPosting, ClosurePayout or MaturityPayout.' }),
    amount: Money('Signed: credits positive, debits negative.'),
    businessDate: Type.String({ description: 'The business date.' }),
    instructionId: Nullable(Type.String(), 'The instruction that caused it; null for interest.'),
    createdAtUtc: Type.String({ description: 'When it was written.' }),
  },
  { title: 'OperatorLedgerEntry', description: 'One money movement on a deposit account (append-only).' },
);

const ClientSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner.' }),
    financialPartnerName: Nullable(Type.String(), "The partner's name."),
    clientReference: Type.String({ description: 'The platform client reference.' }),
    externalReference: Type.String({ description: "The partner's own reference." }),
    clientType: Type.String({ description: 'Individual or Company.' }),
    name: Nullable(Type.String(), 'First and last name, or the company name.'),
    emailAddress: Nullable(Type.String(), 'Email address.'),
    clientVersion: Type.Integer({ description: 'The client version.' }),
    createdAtUtc: Nullable(Type.String(), 'When it was registered.'),
  },
  { title: 'OperatorClient', description: 'A client, as the operator sees it.' },
);

const BankPaymentSchema = Type.Object(
  {
    paymentItemId: Type.String({ description: 'The payment queued.' }),
    kind: Type.String({
      description: "placement (the batch's money for the account's bank: one payment for every deposit of the batch placed there) or payout (to the client).",
    }),
    amount: Money('What the payment moves (a placement: the whole batch for that bank).'),
    heldReason: Nullable(Type.String(), 'Why it is held back; null when it is not.'),
    paymentFileId: Nullable(Type.String(), 'The pain.001 file that carries it; null until a payment run issues it.'),
    messageId: Nullable(Type.String(), "The file's message id."),
    endToEndId: Nullable(Type.String(), "The line's EndToEndId (what the bank's statement quotes back)."),
    executionDate: Nullable(Type.String(), 'The execution date asked of the bank.'),
    state: Type.String({ description: 'queued or held (no file yet), pending (issued, not yet on a statement), posted (booked by the bank) or voided (rejected).' }),
  },
  { title: 'OperatorStatementBankPayment' },
);

const StatementMovementSchema = Type.Object(
  {
    entryId: Type.String({ description: 'The ledger entry.' }),
    businessDate: Type.String({ description: 'Its business date.' }),
    entryType: Type.String({ description: 'Deposit, Withdrawal, InterestPosting, ClosurePayout or MaturityPayout.' }),
    amount: Money('Signed: credits positive, debits negative.'),
    balance: Money('The balance after it.'),
    createdAtUtc: Type.String({ description: 'When it was written.' }),
    instruction: Nullable(
      Type.Object({
        instructionId: Type.String({ description: 'The instruction.' }),
        instructionReference: Type.String({ description: "The partner's reference (or a platform-made one for a maturity payout)." }),
        requestReference: Nullable(Type.String(), 'The request that made it.'),
        instructionBatchId: Type.String({ description: 'Its batch.' }),
        bankPayments: Type.Array(BankPaymentSchema, { description: 'The bank payments that moved its money.' }),
      }),
      'The instruction behind it; null for interest.',
    ),
  },
  { title: 'OperatorStatementMovement' },
);

const STATEMENT_CSV_COLUMNS = [
  'businessDate',
  'entryType',
  'amount',
  'balance',
  'instructionReference',
  'instructionBatchId',
  'paymentFileId',
  'endToEndId',
  'bankPaymentState',
  'entryId',
];

export function operatorReadsRoutes(app: HttpApp, reads: OperatorReads): void {
  clockAndOverviewRoutes(app, reads);
  batchReadRoutes(app, reads);
  requestReadRoutes(app, reads);
  accountReadRoutes(app, reads);
  accountStatementRoute(app, reads);
  clientReadRoutes(app, reads);
}

/** The platform's clock and the day's overview. */
function clockAndOverviewRoutes(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/clock',
    {
      schema: {
        tags: [TAG],
        operationId: 'getPlatformClock',
        summary: "The platform's time",
        description: "The platform's clock, which the sandbox can move: the instant and its UTC day. The console's default day is this, never the browser's.",
        response: {
          200: Type.Object({ now: Type.String({ description: 'The instant, yyyy-mm-ddThh:mm:ss.fffffff+00:00.' }), today: Date10('Its UTC day.') }, { title: 'PlatformClock' }),
          ...errorResponses(401),
        },
      },
    },
    async () => reads.platformClock(),
  );

  app.get(
    '/overview',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorOverview',
        summary: 'The day at a glance',
        description: "Batches by state with totals, the batches waiting for their partner, the Created queue and its lag, the day's rejections and the reconciliation status.",
        querystring: Type.Object({ date: Type.Optional(Date10("The day (default: today, UTC, on the platform's clock).")) }),
        response: {
          200: Type.Object(
            {
              date: Type.String({ description: 'The day.' }),
              batches: Type.Array(
                Type.Object({
                  instructionBatchStatus: Type.String({ description: 'The state.' }),
                  instructionType: Type.String({ description: 'deposit or withdrawal.' }),
                  currencyCode: Type.String({ description: 'The currency.' }),
                  batchCount: Type.Integer({ description: 'Batches.' }),
                  instructionCount: Type.Integer({ description: 'Live instructions in them.' }),
                  totalAmount: Money('Their total.'),
                }),
                { description: "The day's batches grouped by state, type and currency." },
              ),
              waitingForPartner: Type.Array(OperatorBatchSchema, { description: "Locked batches: past the cut-off, waiting for the partner's batch-update." }),
              createdQueue: Type.Object(
                {
                  count: Type.Integer({ description: 'Requests accepted and not yet processed.' }),
                  oldestCreatedAtUtc: Nullable(Type.String(), 'When the oldest of them was accepted.'),
                  lagSeconds: Type.Integer({ description: 'How long the oldest has waited (0 when none).' }),
                },
                { description: 'The processing queue.' },
              ),
              rejectionsToday: Type.Integer({ description: 'Requests rejected on the day.' }),
              rejectedAfterProcessingFailures: Type.Integer({ description: 'Requests ever rejected ProcessingFailed (see instruction-requests?failed=true).' }),
              reconciliation: Type.Object(
                { ok: Type.Boolean({ description: 'True when every check passes.' }), failingChecks: Type.Array(Type.String(), { description: 'The checks that fail.' }) },
                { description: 'GET /operator/reconciliation in short.' },
              ),
            },
            { title: 'OperatorOverview' },
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => reads.overview(request.query.date),
  );
}

/** Batches over a date range, and one batch with its instructions. */
function batchReadRoutes(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/batches/search',
    {
      schema: {
        tags: [TAG],
        operationId: 'searchInstructionBatches',
        summary: 'Search batches over a date range',
        description: "Every partner's batches from `from` to `to` (inclusive, at most 366 days), newest day first, filtered by partner, type, currency and state.",
        querystring: Type.Object({
          from: Date10('First day.'),
          to: Date10('Last day.'),
          financialPartnerId: Type.Optional(Id('Only this partner.')),
          instructionType: Type.Optional(InstructionType),
          currencyCode: Type.Optional(Currency),
          status: Type.Optional(BatchStatus),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ batches: Type.Array(OperatorBatchSchema, { maxItems: 200 }), ...CountedPagingFields }, { title: 'OperatorBatchPage' }),
            OperatorBatchSchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (!(days >= 0 && days <= 366))
        throw new AppError('ValidationFailed', `from (${q.from}) must be on or before to (${q.to}), at most 366 days apart.`, [{ field: 'to', reason: 'range' }]);
      const search = {
        fromDate: q.from,
        toDate: q.to,
        financialPartnerId: q.financialPartnerId,
        instructionType: q.instructionType,
        currencyCode: q.currencyCode,
        status: q.status,
      };
      if (wantsCsv(request)) return sendCsv(reply, `batches-${q.from}-to-${q.to}`, csvColumnsOf(OperatorBatchSchema), reads.exportBatches(search));
      return reads.searchBatches(search, pagingOf(q));
    },
  );

  app.get(
    '/batches/:instructionBatchId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorBatch',
        summary: 'One batch with its instructions',
        description: 'The batch and every instruction it holds or held (reverted ones with their state), in the order they were made; at most 1,000.',
        params: Type.Object({ instructionBatchId: Id('The batch id.') }),
        response: {
          200: Type.Object({ batch: OperatorBatchSchema, instructions: Type.Array(InstructionSchema, { maxItems: 1000 }) }, { title: 'OperatorBatchDetail' }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => reads.batch(request.params.instructionBatchId),
  );
}

/** Instruction requests, and the whole story of one. */
function requestReadRoutes(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/instruction-requests',
    {
      schema: {
        tags: [TAG],
        operationId: 'searchInstructionRequests',
        summary: 'Search instruction requests',
        description: "Every partner's requests, newest first. `failed=true`: only those whose processing failed (parked in Created or rejected ProcessingFailed).",
        querystring: Type.Object({
          financialPartnerId: Type.Optional(Id('Only this partner.')),
          instructionReference: Type.Optional(Id("The partner's reference.")),
          clientReference: Type.Optional(Id('Only this client.')),
          requestType: Type.Optional(
            Type.Union([Type.Literal('deposit'), Type.Literal('withdraw'), Type.Literal('close-account'), Type.Literal('revert')], { description: 'The request type.' }),
          ),
          status: Type.Optional(Type.Union([Type.Literal('Created'), Type.Literal('Processed'), Type.Literal('Rejected')], { description: 'The status.' })),
          from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Accepted at or after this instant.' })),
          to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Accepted before this instant.' })),
          processedFrom: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Processed or rejected at or after this instant.' })),
          processedTo: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Processed or rejected before this instant.' })),
          failed: Type.Optional(Type.Boolean({ description: 'Only requests whose processing failed at least once (true) or never (false).' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ instructionRequests: Type.Array(RequestSchema, { maxItems: 200 }), ...CountedPagingFields }, { title: 'OperatorInstructionRequestPage' }),
            RequestSchema,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const search = {
        financialPartnerId: q.financialPartnerId,
        instructionReference: q.instructionReference?.toLowerCase(),
        clientReference: q.clientReference,
        requestType: q.requestType,
        status: q.status,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        processedFrom: q.processedFrom ? new Date(q.processedFrom) : undefined,
        processedTo: q.processedTo ? new Date(q.processedTo) : undefined,
        failed: q.failed,
      };
      if (wantsCsv(request)) return sendCsv(reply, 'instruction-requests', csvColumnsOf(RequestSchema), reads.exportRequests(search));
      return reads.searchRequests(search, pagingOf(q));
    },
  );

  app.get(
    '/instruction-requests/:financialPartnerId/:instructionReference',
    {
      schema: {
        tags: [TAG],
        operationId: 'getInstructionRequestStory',
        summary: "One request's whole story",
        description: 'The request with its status and reason, the instruction it made, the batch it sits in, the account it touched and the ledger entries it caused.',
        params: Type.Object({ financialPartnerId: Id('The partner.'), instructionReference: Id("The partner's reference.") }),
        response: {
          200: Type.Object(
            {
              request: Type.Object(
                { ...RequestSchema.properties, body: Type.Unknown({ description: 'The request as stored (normalised fields; amounts in minor units).' }) },
                { description: 'The request.' },
              ),
              instruction: Nullable(InstructionSchema, 'The instruction it made; null when it was rejected or is not processed yet.'),
              batch: Nullable(OperatorBatchSchema, 'The batch the instruction is in.'),
              account: Nullable(
                Type.Object({
                  depositAccountId: Type.String({ description: 'The account.' }),
                  clientReference: Type.String({ description: 'Its client.' }),
                  productId: Type.String({ description: 'Its product.' }),
                  accountStatus: Type.String({ description: 'Open, Matured or Closed.' }),
                  amount: Money('Its balance now.'),
                  currencyCode: Type.String({ description: 'Its currency.' }),
                }),
                'The account it touched; null until settlement opens one for a deposit.',
              ),
              nominatedAccount: Nullable(
                Type.Object({
                  accountName: Nullable(Type.String(), 'The name on the bank account.'),
                  accountNumber: Nullable(Type.String(), 'The account number (8 digits).'),
                  sortCode: Nullable(Type.String(), 'The sort code (6 digits).'),
                  iban: Nullable(Type.String(), 'The IBAN, when the client gave one.'),
                  bic: Nullable(Type.String(), 'The BIC, when the client gave one.'),
                  currencyCode: Type.String({ description: "The currency of the account: the instruction's." }),
                }),
                "The client's bank account a withdrawal, closure or maturity payout pays: the first of the client's accounts in the instruction's currency, as the client's profile has it now. Null for a deposit, and for a payout whose client has no bank account in that currency (nominatedAccountNote says so).",
              ),
              nominatedAccountNote: Nullable(
                Type.String(),
                'Set when a payout has no nominated account: the client has no bank account in its currency (removed after the account was opened, or data from before the rule), so the payment has nowhere to go.',
              ),
              ledgerEntries: Type.Array(EntrySchema, { description: 'The ledger entries the instruction caused.' }),
            },
            { title: 'OperatorInstructionStory' },
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => reads.requestStory(request.params.financialPartnerId, request.params.instructionReference),
  );
}

/** A deposit account with its history. */
function accountReadRoutes(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/deposit-accounts/:depositAccountId',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorDepositAccount',
        summary: 'One deposit account with its history',
        description: 'The account, its newest ledger entries (at most 500), daily accruals (400) and interest postings (200).',
        params: Type.Object({ depositAccountId: Id('The account.') }),
        response: {
          200: Type.Object(
            {
              account: Type.Object({
                ...AccountIdentityFields,
                portfolioId: Type.String({ description: 'The portfolio.' }),
                productVersionOnAccountOpen: Type.Integer({ description: 'The issue version at opening.' }),
                maturesOn: Nullable(Type.String(), 'Maturity date of a fixed term.'),
                amount: Money('The settled balance.'),
                interestPaidAmount: Money('Interest posted so far.'),
                ...AccruedInterestFields,
              }),
              ledgerEntries: Type.Array(EntrySchema, { maxItems: 500, description: 'Newest first.' }),
              accruals: Type.Array(
                Type.Object({
                  accrualDate: Type.String({ description: 'The day.' }),
                  amountExact: Type.String({ description: 'Interest accrued that day, exact (major units, decimal text).' }),
                  netRatePercent: Type.Number({ description: 'The net rate that day.' }),
                }),
                { maxItems: 400, description: 'Newest first.' },
              ),
              postings: Type.Array(
                Type.Object({
                  postingId: Type.String({ description: 'The posting.' }),
                  postingDate: Type.String({ description: 'The day.' }),
                  accruedExact: Type.String({ description: 'Accrued interest it cleared, exact.' }),
                  amount: Money('What it posted (rounded half-up).'),
                  reason: Type.String({ description: 'Periodic, Maturity or Closure.' }),
                  createdAtUtc: Type.String({ description: 'When it was written.' }),
                }),
                { maxItems: 200, description: 'Newest first.' },
              ),
            },
            { title: 'OperatorDepositAccount' },
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => reads.account(request.params.depositAccountId),
  );
}

/** A deposit account's statement (JSON or CSV). */
function accountStatementRoute(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/deposit-accounts/:depositAccountId/statement',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorAccountStatement',
        summary: 'An account as a statement, with its bank payments',
        description: `Its balance at the start of \`from\`, every movement of the business days from \`from\` to \`to\` (default: the day it opened to the platform's today) with the balance after it, its balance at the end of \`to\`, what is on its way and not settled (pending), and interest accrued to the penny. Each movement carries its instruction, batch and the bank payments that moved its money. At most ${DETAIL_LIMITS.statementMovements} movements (\`truncated\`: a shorter range reads the rest). With Accept: text/csv: the statement as CSV (${STATEMENT_CSV_COLUMNS.join(', ')}), an OpeningBalance row first and a ClosingBalance row last.`,
        params: Type.Object({ depositAccountId: Id('The account.') }),
        querystring: Type.Object({
          from: Type.Optional(Date10('First business day (default: the day it opened).')),
          to: Type.Optional(Date10("Last business day (default: the platform's today).")),
        }),
        response: {
          200: jsonOrCsv(
            Type.Object(
              {
                account: Type.Object({ ...AccountIdentityFields, financialInstitutionId: Nullable(Type.String(), 'The bank the money is placed with.') }),
                from: Type.String({ description: 'First business day.' }),
                to: Type.String({ description: 'Last business day.' }),
                openingBalance: Money('The balance at the start of `from`.'),
                closingBalance: Money('The balance at the end of `to`.'),
                movements: Type.Array(StatementMovementSchema, { maxItems: DETAIL_LIMITS.statementMovements, description: 'Oldest first.' }),
                truncated: Type.Boolean({
                  description: `True when the range holds more than ${DETAIL_LIMITS.statementMovements} movements (closingBalance still counts them all).`,
                }),
                pending: Type.Array(
                  Type.Object({
                    instructionId: Type.String({ description: 'The instruction.' }),
                    instructionReference: Type.String({ description: "The partner's reference." }),
                    instructionType: Type.String({ description: 'deposit or withdrawal.' }),
                    amount: Money('The amount (a closure: the balance it will pay out).'),
                    isClosure: Type.Boolean({ description: 'A closure.' }),
                    dateToBeActioned: Type.String({ description: 'The working day it settles.' }),
                    instructionBatchId: Type.String({ description: 'Its batch.' }),
                    bankPayments: Type.Array(BankPaymentSchema, { description: 'Bank payments queued for it so far.' }),
                  }),
                  {
                    maxItems: DETAIL_LIMITS.pendingInstructions,
                    description:
                      'Live instructions for it, oldest first: withdrawals naming it, and deposits of its portfolio into its product issue (placed into it at settlement).',
                  },
                ),
                ...AccruedInterestFields,
              },
              { title: 'OperatorAccountStatement' },
            ),
            `the statement, RFC 4180, a header row (${STATEMENT_CSV_COLUMNS.join(', ')}), an OpeningBalance row first and a ClosingBalance row last.`,
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const statement = await reads.statement(request.params.depositAccountId, request.query);
      if (!wantsCsv(request)) return statement;
      const balanceRow = (entryType: string, balance: number, businessDate: string) => ({ businessDate, entryType, balance });
      const rows = [
        balanceRow('OpeningBalance', statement.openingBalance, statement.from),
        ...statement.movements.map((m) => {
          const payment = m.instruction?.bankPayments[0];
          return {
            ...m,
            instructionReference: m.instruction?.instructionReference,
            instructionBatchId: m.instruction?.instructionBatchId,
            paymentFileId: payment?.paymentFileId,
            endToEndId: payment?.endToEndId,
            bankPaymentState: payment?.state,
          };
        }),
        balanceRow('ClosingBalance', statement.closingBalance, statement.to),
      ];
      return sendCsv(reply, `statement-${statement.account.depositAccountId}-${statement.from}-to-${statement.to}`, STATEMENT_CSV_COLUMNS, [rows]);
    },
  );
}

/** Clients, and one client. */
function clientReadRoutes(app: HttpApp, reads: OperatorReads): void {
  app.get(
    '/clients',
    {
      schema: {
        tags: [TAG],
        operationId: 'searchClients',
        summary: 'Search clients across partners',
        description: 'Newest first. name and email match a part, case-insensitive; the references match exactly.',
        querystring: Type.Object({
          financialPartnerId: Type.Optional(Id('Only this partner.')),
          externalReference: Type.Optional(Id("The partner's own reference.")),
          clientReference: Type.Optional(Id('The platform client reference.')),
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A part of the name.' })),
          email: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: 'A part of the email address.' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(Type.Object({ clients: Type.Array(ClientSchema, { maxItems: 200 }), ...CountedPagingFields }, { title: 'OperatorClientPage' }), ClientSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const search = { financialPartnerId: q.financialPartnerId, externalReference: q.externalReference, clientReference: q.clientReference, name: q.name, email: q.email };
      if (wantsCsv(request)) return sendCsv(reply, 'clients', csvColumnsOf(ClientSchema), reads.exportClients(search));
      return reads.searchClients(search, pagingOf(q));
    },
  );

  app.get(
    '/clients/:financialPartnerId/:clientReference',
    {
      schema: {
        tags: [TAG],
        operationId: 'getOperatorClient',
        summary: 'One client with portfolios and accounts',
        description: "Read-only: the client's details and its portfolios as its partner's Portfolios API shows them.",
        params: Type.Object({ financialPartnerId: Id('The partner.'), clientReference: Id('The client reference.') }),
        response: {
          200: Type.Object(
            {
              client: Type.Object({ ...ClientSchema.properties, profile: Type.Unknown({ description: 'The fields as the partner gave them.' }) }, { description: 'The client.' }),
              portfolios: Type.Array(Type.Unknown(), { description: 'Its portfolios with their deposit accounts (PortfolioInformation of the Portfolios API).' }),
            },
            { title: 'OperatorClientDetail' },
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => reads.client(request.params.financialPartnerId, request.params.clientReference),
  );
}
