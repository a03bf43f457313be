/**
 * The Instruction Request API's schemas: one TypeBox definition drives
 * validation, the TypeScript types and the OpenAPI document.
 */
import { Type } from '@sinclair/typebox';

import { EXAMPLE_CLIENT_REFERENCE, EXAMPLE_INSTRUCTION_REFERENCE as EXAMPLE_GUID } from '../platform/schemas.js';
import { REJECTION_CATALOGUE, type RejectionCode } from './status-reasons.js';
import { CurrencySchema } from '../platform/currency.js';

export const InstructionReference = Type.String({
  format: 'guid',
  maxLength: 36,
  description: 'A GUID the partner chooses for this request; compared case-insensitively. Resubmitting the same reference with the same body is safe.',
  example: EXAMPLE_GUID,
});

const Amount = Type.Number({
  format: 'money',
  minimum: 0.01,
  description: 'The amount, a JSON number with at most 2 decimal places, greater than zero.',
  example: 10000.5,
});

const IssueNumberLike = (description: string) =>
  Type.Union([Type.Integer({ minimum: 0, maximum: 999_999_999 }), Type.String({ pattern: '^\\s*\\d{1,9}\\s*$', maxLength: 20 })], {
    description: `${description} A string of digits, as the specification shows, or an integer.`,
    example: '1',
  });

const AccountReference = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'The clientReference of the client the money belongs to: what createIndividualClient or createCompanyClient answered.',
  example: EXAMPLE_CLIENT_REFERENCE,
});

const CurrencyIsoCode = CurrencySchema({
  description: 'ISO-4217 currency code of the deposit account: GBP, EUR or USD.',
  example: 'GBP',
});

const DepositAccountReference = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'The depositAccountId of the deposit account, as the Portfolios API shows it.',
  example: '0d2f3c8e-9a51-4bb6-8d0e-7f4a3a9d2c10',
});

export const DepositRequestSchema = Type.Object(
  {
    productReference: Type.String({ minLength: 1, maxLength: 100, description: 'The productId of the product to deposit into.', example: 'FT12-GBP-NORTHBANK' }),
    productIssueNumber: IssueNumberLike('The product issue (rate tranche) to deposit into.'),
    productIssueVersionNumber: IssueNumberLike("The issue's current version number, as the Product Catalog API shows it."),
    accountReference: AccountReference,
    amount: Amount,
    instructionReference: InstructionReference,
  },
  {
    title: 'DepositRequest',
    description: 'A deposit: opens a deposit account on the product issue, or tops up the open one, when its batch settles.',
    // Shown as the request example (docs/api-docs.md): a product issue of the sandbox catalogue, and where the client reference comes from.
    'x-examples': {
      sandboxDeposit: {
        summary: 'Deposit 10,000 GBP into FT12-GBP-NORTHBANK, issue 1, version 2 (sandbox catalogue)',
        description:
          "accountReference is the clientReference that createIndividualClient (POST /clients/financial-partner) answered for your client; in the sandbox this one is the demo partner's seeded client, and the docs page sends a new instructionReference on each try (use a new one for each new deposit).",
        value: {
          productReference: 'FT12-GBP-NORTHBANK',
          productIssueNumber: '1',
          productIssueVersionNumber: '2',
          accountReference: EXAMPLE_CLIENT_REFERENCE,
          amount: 10000,
          instructionReference: EXAMPLE_GUID,
        },
      },
    },
    'x-aliases': { productId: 'productReference', clientReference: 'accountReference' },
  },
);

export const WithdrawRequestSchema = Type.Object(
  {
    accountReference: AccountReference,
    currencyIsoCode: CurrencyIsoCode,
    depositAccountReference: DepositAccountReference,
    amount: Amount,
    instructionReference: InstructionReference,
  },
  {
    title: 'WithdrawalRequest',
    description: 'A withdrawal from an instant access account (next batch) or a notice account (the batch of the working day on or after the request date plus the notice period).',
    'x-aliases': { currencyCode: 'currencyIsoCode', depositAccountId: 'depositAccountReference', clientReference: 'accountReference' },
  },
);

export const CloseAccountRequestSchema = Type.Object(
  {
    accountReference: AccountReference,
    currencyIsoCode: CurrencyIsoCode,
    depositAccountReference: DepositAccountReference,
    instructionReference: InstructionReference,
  },
  {
    title: 'AccountClosureRequest',
    description:
      'Closes a deposit account, paying out its balance and accrued interest: an instant access or notice account at any time (notice applies), a fixed term at or after maturity.',
    'x-aliases': { currencyCode: 'currencyIsoCode', depositAccountId: 'depositAccountReference', clientReference: 'accountReference' },
  },
);

export const RevertRequestSchema = Type.Object(
  {
    InstructionReference: InstructionReference,
    InstructionToRevertReference: Type.String({
      format: 'guid',
      maxLength: 36,
      description: 'The instructionReference of the earlier deposit, withdrawal or close-account to take back out of its batch.',
      example: '9b2e7c1d-2f4a-4c55-8b1e-6a0d3c5f7e90',
    }),
  },
  {
    title: 'RevertRequest',
    description:
      'Takes an earlier instruction back out of its batch while that batch is still Open. Property names are capitalised as the specification shows; any case is accepted.',
  },
);

export const AcceptedResponse = Type.Object(
  {
    instructionReference: Type.String({ description: 'The reference of the request, lower-cased.', example: EXAMPLE_GUID }),
    statusLocation: Type.String({
      description: 'Relative address to poll for the outcome (also in the Location header).',
      example: `/instruction-request/status/${EXAMPLE_GUID}`,
    }),
  },
  { title: 'InstructionAccepted', description: 'The request is stored and will be processed asynchronously; poll statusLocation.' },
);

export const StatusResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('Created'), Type.Literal('Processed'), Type.Literal('Rejected')], {
      description: 'Created: waiting to be processed. Processed: an instruction is in a batch (or, for a revert, the instruction left its batch). Rejected: see statusReason.',
      example: 'Processed',
    }),
    instructionReference: Type.String({ description: 'The reference of the request, lower-cased.', example: EXAMPLE_GUID }),
    statusReason: Type.Unsafe<string | null>({
      type: 'string',
      nullable: true,
      description: 'Why the request was rejected, as `<Code>: <sentence>` for a person (the code alone is statusReasonCode); null otherwise.',
      example: "AmountBelowMinimum: The amount is below the product issue's minimum deposit.",
    }),
    statusReasonCode: Type.Unsafe<RejectionCode | null>({
      type: 'string',
      nullable: true,
      enum: [...Object.keys(REJECTION_CATALOGUE), null],
      description: `Why the request was rejected, as a code for programs to switch on (the start of statusReason); null unless Rejected. One of:\n\n${Object.entries(
        REJECTION_CATALOGUE,
      )
        .map(([code, entry]) => `- \`${code}\` (${entry.requestTypes}): ${entry.sentence}`)
        .join('\n')}`,
      'x-enumDescriptions': Object.fromEntries(Object.entries(REJECTION_CATALOGUE).map(([code, entry]) => [code, `${entry.sentence} ${entry.action}`])),
      example: 'AmountBelowMinimum',
    }),
  },
  { title: 'InstructionStatus', description: 'The status of an instruction request.' },
);

export const StatusParams = Type.Object({
  instructionReference: Type.String({ format: 'guid', maxLength: 36, description: 'The instructionReference of the request.', example: EXAMPLE_GUID }),
});
