/**
 * The `data` of each event type, as the statements that write events build it
 * (instructions.repository.ts outcomeEventRows, batches.repository.ts
 * appendBatchEvents, accounts.repository.ts accountEventRows and
 * portfolioEventRows, interest.repository.ts postAccrued, fscs-limit.ts): one
 * schema per type, so the Webhooks API document describes each event exactly
 * and the SDK types `data` per `type` (a discriminated union). event-data.test.ts
 * checks every event a day of work writes against its schema.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import type { EventType } from './event-types.js';

const text = (description: string) => Type.String({ description });
const nullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const amount = (description: string) => Type.Number({ description: `${description}, in the currency's major units (pounds and pence).` });
const businessDate = (description: string) => Type.String({ description: `${description} (a day, formatted like every date of the API: 2026-03-02T00:00:00.0000000+00:00).` });

const InstructionOutcomeData = Type.Object(
  {
    instructionReference: text('The instruction request.'),
    requestType: text('deposit, withdrawal, close-account, revert or the like, as the request was made.'),
    status: Type.Union([Type.Literal('Processed'), Type.Literal('Rejected')], { description: 'Its outcome.' }),
    statusReason: nullableText('Why it was rejected ("<Code>: <sentence>"); null when processed.'),
    statusReasonCode: nullableText('The rejection reason by name (docs/errors.md); null when processed.'),
  },
  { additionalProperties: false, title: 'InstructionOutcomeEventData', description: 'The request status record, as GET /instruction-request/status returns it, with its type.' },
);

const BatchData = Type.Object(
  {
    instructionBatchId: text('The batch.'),
    instructionType: text('deposit or withdrawal.'),
    instructionBatchTotalAmount: amount('Its total'),
    instructionBatchTotalNoticeAmount: amount('Its notice total'),
    instructionBatchStatus: text('Open, Locked, Closed or Completed.'),
    currencyCode: text('Its currency.'),
    dateToBeActioned: businessDate('Its business day'),
  },
  { additionalProperties: false, title: 'BatchEventData', description: 'The batch with its totals as they stand.' },
);

const AccountData = Type.Object(
  {
    depositAccountId: text('The deposit account.'),
    portfolioId: text('Its portfolio.'),
    clientReference: text('Its client.'),
    productId: text('Its product.'),
    productIssueNumber: Type.Integer({ description: "The product's issue." }),
    productVersionOnAccountOpen: Type.Integer({ description: "The issue's version the account opened on." }),
    currencyCode: text('Its currency.'),
    accountStatus: text('Open, Matured or Closed.'),
    dateAccountOpenedUTC: businessDate('When it opened'),
    dateAccountMaturesUTC: Type.Union([Type.String(), Type.Null()], { description: 'When a fixed term matures; null for instant access.' }),
  },
  { additionalProperties: false, title: 'AccountEventData', description: "The account's key fields, as the Portfolios API shows them." },
);

const InterestPostedData = Type.Object(
  {
    depositAccountId: text('The deposit account.'),
    portfolioId: text('Its portfolio.'),
    clientReference: text('Its client.'),
    currencyCode: text('Its currency.'),
    interestPostedAmount: amount('The interest paid into the balance'),
    reason: Type.Union([Type.Literal('Periodic'), Type.Literal('Maturity'), Type.Literal('Closure')], {
      description: "Why: the product's posting frequency, the account's maturity, or its closure.",
    }),
    postingDateUTC: businessDate('The posting day'),
  },
  { additionalProperties: false, title: 'InterestPostedEventData', description: 'Interest posted to an account.' },
);

const ChangedDepositAccountData = Type.Object(
  {
    depositAccountId: text('The deposit account.'),
    productId: text('Its product.'),
    productIssueNumber: Type.Integer({ description: "The product's issue." }),
    productVersionOnAccountOpen: Type.Integer({ description: "The issue's version the account opened on." }),
    accountStatus: Type.Union([Type.Literal('Open'), Type.Literal('Matured'), Type.Literal('Closed')], { description: 'Open, Matured or Closed.' }),
    dateAccountOpenedUTC: businessDate('When it opened'),
    dateAccountMaturesUTC: Type.Union([Type.String(), Type.Null()], { description: 'When a fixed term matures; null for instant access and notice accounts.' }),
    amount: amount('The settled balance after the change, posted interest included'),
    interestPaidAmount: amount('The interest posted to the account so far'),
  },
  {
    additionalProperties: false,
    title: 'ChangedDepositAccount',
    description:
      "A deposit account as it stood after the change, as the Portfolios API's DepositAccount shows it but for interestAccruedAmount and interestExpectedAmount, which move every night without an event.",
  },
);

const PortfolioUpdatedData = Type.Object(
  {
    portfolioId: text('The portfolio.'),
    clientReference: text('Its client.'),
    currencyCode: text('Its currency.'),
    portfolioVersion: Type.Integer({ description: 'Its version after the change (docs/portfolios.md says what it counts).' }),
    dateLastUpdatedUTC: text("When it changed: the portfolio's dateLastUpdatedUTC after the change (yyyy-mm-ddThh:mm:ss.fffffff+00:00)."),
    changedDepositAccounts: Type.Array(ChangedDepositAccountData, {
      description:
        "The portfolio's deposit accounts this change wrote (a new account, a balance, a status), as they stood after it, in depositAccountId order; the portfolio's other accounts are as earlier events left them. Empty when only its pending items changed (an instruction accepted, reverted or rejected before settlement).",
    }),
  },
  {
    additionalProperties: false,
    title: 'PortfolioUpdatedEventData',
    description:
      'A portfolio whose accounts or pending items changed, with the accounts that changed as they stood after the change: applied in portfolioVersion order to what a receiver holds, no call back is needed for balances and statuses.',
  },
);

const FscsLimitExceededData = Type.Object(
  {
    clientReference: text('The client.'),
    financialInstitutionGroupId: text('The banking group whose FSCS limit the client is over.'),
    currencyCode: text('GBP: the limit is in pounds.'),
    exposureAmount: amount("The client's money held and pending in the group, the deposit included"),
    limitAmount: amount('The limit'),
    amountOverLimit: amount('How far over'),
    instructionReference: text('The deposit that took the client over.'),
  },
  {
    additionalProperties: false,
    title: 'FscsLimitExceededEventData',
    description: "A deposit processed under the partner's `warn` FSCS policy left the client over the limit (docs/fscs.md).",
  },
);

const WebhookTestData = Type.Object(
  {
    endpointId: text('The endpoint the test was sent to.'),
    url: text('Its URL when the test was sent.'),
    message: text('What this event is.'),
  },
  {
    additionalProperties: false,
    title: 'WebhookTestEventData',
    description: 'A test, sent on request (POST /webhooks/endpoints/{id}/test) to one endpoint only; never in the feed.',
  },
);

const dateTime = (description: string) => Type.String({ description: `${description} (yyyy-mm-ddThh:mm:ss.fffffff+00:00).` });

const EndpointFailingData = Type.Object(
  {
    endpointId: text('The endpoint whose deliveries are failing.'),
    url: text('Its URL.'),
    failingSince: dateTime('When its first failed attempt since its last success was made'),
    consecutiveFailures: Type.Integer({ description: 'Attempts failed in a row.' }),
    lastAttempt: text('What the last attempt got: "HTTP 500", or why there was no answer.'),
  },
  {
    additionalProperties: false,
    title: 'EndpointFailingEventData',
    description:
      'One of your endpoints has failed several attempts in a row (once a streak; a success ends it). Its deliveries are retried; if they still fail at the end of the retry window, the endpoint is disabled.',
  },
);

const EndpointDisabledData = Type.Object(
  {
    endpointId: text('The endpoint disabled.'),
    url: text('Its URL.'),
    reason: text('Why: its deliveries failed for the whole retry window (the last answer named), or it was disabled by hand.'),
    disabledBy: Type.Union([Type.Literal('platform'), Type.Literal('partner')], { description: 'platform: its failures; partner: PATCH with status Disabled.' }),
    disabledAt: dateTime('When'),
  },
  {
    additionalProperties: false,
    title: 'EndpointDisabledEventData',
    description: 'One of your endpoints was disabled: it receives nothing until enabled again (PATCH /webhooks/endpoints/{id} with status Enabled; replay brings the gap).',
  },
);

/** Each event type's `data`. */
export const EVENT_DATA_SCHEMAS: Record<EventType, TSchema> = {
  'instruction.processed': InstructionOutcomeData,
  'instruction.rejected': InstructionOutcomeData,
  'batch.locked': BatchData,
  'batch.closed': BatchData,
  'batch.completed': BatchData,
  'account.opened': AccountData,
  'account.matured': AccountData,
  'account.closed': AccountData,
  'interest.posted': InterestPostedData,
  'portfolio.updated': PortfolioUpdatedData,
  'client.fscs_limit_exceeded': FscsLimitExceededData,
  'webhook.test': WebhookTestData,
  'endpoint.failing': EndpointFailingData,
  'endpoint.disabled': EndpointDisabledData,
};
