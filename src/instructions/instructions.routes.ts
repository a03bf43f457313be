/** The Instruction Request API (/instruction-request), as in the specification's endpoint table. */
import type { TObject } from '@sinclair/typebox';
import type { HttpApp } from '../platform/http.js';
import { errorExample, errorResponses, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import {
  AcceptedResponse,
  CloseAccountRequestSchema,
  DepositRequestSchema,
  RevertRequestSchema,
  StatusParams,
  StatusResponse,
  WithdrawRequestSchema,
} from './instructions.schemas.js';
import type { InstructionsService } from './instructions.service.js';
import type { InstructionRequestType } from './instructions.tables.js';

const TAG = 'Instruction Request API';

const IDEMPOTENCY_NOTE =
  'Answers 202 once the request is stored; processing is asynchronous, so poll statusLocation. Repeating the same instructionReference with the same body answers 202 again and creates nothing; the same reference with a different body or type is 409 IdempotencyConflict. Shape errors (missing field, bad GUID, amount not positive or with more than 2 decimals, unknown currency) are 400 at once; rules that need state end as Rejected with a statusReason.';

const IDEMPOTENCY_CONFLICT = errorExample(
  'IdempotencyConflict',
  'The instructionReference 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was already used for a different deposit request; use a new GUID for a new instruction.',
);
const REVERT_TARGET_NOT_FOUND = errorExample('NotFound', 'The instruction to revert, 9b2e7c1d-2f4a-4c55-8b1e-6a0d3c5f7e90, was not found.');
const REQUEST_NOT_FOUND = errorExample('NotFound', 'Instruction request 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was not found.');

function submission(
  app: HttpApp,
  instructions: InstructionsService,
  path: string,
  type: InstructionRequestType,
  body: TObject,
  operationId: string,
  summary: string,
  description: string,
  extraStatuses: number[] = [],
): void {
  app.post(
    path,
    {
      schema: {
        tags: [TAG],
        operationId,
        summary,
        description: `${description} ${IDEMPOTENCY_NOTE}`,
        body,
        response: {
          202: AcceptedResponse,
          ...errorResponses(...PARTNER_ERROR_STATUSES, ...extraStatuses, 409, 413, 415, { 409: IDEMPOTENCY_CONFLICT, 404: REVERT_TARGET_NOT_FOUND }),
        },
      },
    },
    async (request, reply) => {
      const accepted = await instructions.submit(request.partner.financialPartnerId, type, request.body);
      return reply.status(202).header('location', accepted.statusLocation).send(accepted);
    },
  );
}

export function instructionsRoutes(app: HttpApp, instructions: InstructionsService): void {
  submission(
    app,
    instructions,
    '/deposit',
    'deposit',
    DepositRequestSchema,
    'submitDeposit',
    'Deposit into a product issue',
    "Joins the deposit batch of the day it is processed (the next working day after the cut-off); the account opens, or the open one is topped up, when that batch settles. The client must have a bank account (accounts[]) in the product's currency, where withdrawals are paid; otherwise Rejected NoNominatedAccount.",
  );
  submission(
    app,
    instructions,
    '/withdraw',
    'withdraw',
    WithdrawRequestSchema,
    'submitWithdrawal',
    'Withdraw from a deposit account',
    "Instant access: the next withdrawal batch. Notice: the batch of the working day on or after the request date plus the notice period. Fixed term: rejected (use close-account at maturity). The amount may not exceed the settled balance less pending withdrawals. Paid to the client's nominated account: its first bank account (accounts[]) in the account's currency.",
  );
  submission(
    app,
    instructions,
    '/close-account',
    'close-account',
    CloseAccountRequestSchema,
    'submitAccountClosure',
    'Close a deposit account',
    "Pays out the balance and accrued interest (rounded half-up to the penny) and closes the account when its batch settles; a Closure in batch summaries. Paid to the client's nominated account: its first bank account (accounts[]) in the account's currency.",
  );
  submission(
    app,
    instructions,
    '/revert',
    'revert',
    RevertRequestSchema,
    'submitRevert',
    'Revert an instruction',
    'Answers 404 at once when the instruction to revert is unknown to this partner. Processed (the instruction leaves its batch and the totals drop) while that batch is Open; otherwise Rejected with InstructionNotRevertible.',
    [404],
  );

  app.get(
    '/status/:instructionReference',
    {
      schema: {
        tags: [TAG],
        operationId: 'getInstructionStatus',
        summary: 'Status of an instruction request',
        description: 'Created, Processed or Rejected (with a statusReason). 404 for a reference this partner never submitted.',
        params: StatusParams,
        response: { 200: StatusResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404, { 404: REQUEST_NOT_FOUND }) },
      },
    },
    async (request) => {
      const { instructionReference } = request.params;
      return instructions.status(request.partner.financialPartnerId, instructionReference);
    },
  );
}
