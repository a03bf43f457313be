/**
 * Operator: the platform's client-money accounts (one per currency, with the
 * last statement read), each institution's bank settings and receiving
 * accounts, and the acknowledgement dates that let payment files use them
 * (docs/bank-accounts.md). Every write is audited. What changes who gets
 * paid (an account, an institution's settings, an acknowledgement date) goes
 * through four eyes (docs/four-eyes.md): with FOUR_EYES on it is proposed
 * (202) and applies when another admin approves it; clearing a date stops
 * payments at once.
 */
import { Type } from '@sinclair/typebox';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';
import {
  AcknowledgementInputSchema,
  BankAccountInputSchema,
  ClientMoneyAccountSchema,
  ClientMoneyAccountsSchema,
  CurrencyCodeSchema,
  HubAccountInputSchema,
  hubAccountsToJson,
  hubAccountToJson,
  institutionAccountToJson,
  InstitutionBankAccountSchema,
  InstitutionBankSettingsSchema,
  InstitutionSettingsInputSchema,
  institutionSettingsToJson,
} from './banking.schemas.js';
import type { BankingService } from './banking.service.js';
import type { HttpApp } from '../platform/http.js';
import { errorExample, errorResponses } from '../platform/schemas.js';

const TAG = 'Bank accounts';

const CurrencyParam = Type.Object({ currencyCode: CurrencyCodeSchema });
const InstitutionId = Type.String({ minLength: 1, maxLength: 100, description: 'The institution id.', example: 'NORTHBANK' });
const InstitutionParam = Type.Object({ financialInstitutionId: InstitutionId });
const InstitutionCurrencyParams = Type.Object({ financialInstitutionId: InstitutionId, currencyCode: CurrencyCodeSchema });

const FORM_CONFLICT = errorExample(
  'Conflict',
  "Institution NORTHBANK's files cannot write its GBP account in the iban form: that account (sort code 40-47-84, account ****0001) has no IBAN. Set the account with its IBAN first (PUT /operator/institutions/NORTHBANK/bank-accounts/GBP).",
);

const SHARED_ACCOUNT = errorExample(
  'Conflict',
  "Institution TYNESAVE's GBP receiving account cannot be sort code 30-90-01, account ****0001: that is institution NORTHBANK's GBP receiving account. No two institutions share a receiving account: its statements would be booked to one of them.",
);

/** What a guarded write's description adds. */
const FOUR_EYES = 'With four eyes on (FOUR_EYES), it is proposed (202) and applies when another admin approves it: until then payment files use what is set now.';

export function bankingOperatorRoutes(app: HttpApp, banking: BankingService, approvals: ApprovalsService): void {
  clientMoneyAccountRoutes(app, banking, approvals);
  institutionBankRoutes(app, banking, approvals);
}

/** The platform's client-money accounts at its bank and their acknowledgement dates. */
function clientMoneyAccountRoutes(app: HttpApp, banking: BankingService, approvals: ApprovalsService): void {
  app.get(
    '/bank-accounts',
    {
      schema: {
        tags: [TAG],
        operationId: 'listClientMoneyAccounts',
        summary: 'The platform’s client-money accounts',
        description:
          'One per currency, each with its acknowledgement date and the last bank statement read (id, sequence number, closing balance and date): the next statement must continue from it. currenciesWithoutAccount lists the currencies not set yet.',
        response: { 200: ClientMoneyAccountsSchema, ...errorResponses(401) },
      },
    },
    async () => hubAccountsToJson(await banking.listHubAccounts()),
  );

  app.put(
    '/bank-accounts/:currencyCode',
    {
      schema: {
        tags: [TAG],
        operationId: 'setClientMoneyAccount',
        summary: 'Set the platform’s client-money account of a currency',
        description: `Replaces it whole. GBP: sortCode and accountNumber (iban and bic optional); EUR and USD: iban and bic. With it, how its payment files are written (docs/bank-files.md): initiatingPartyId, ukPaymentScheme (GBP), postalAddress, sameDayCutOffUtc, each left out meaning none. A new sort code, number or IBAN clears the acknowledgement date and the last statement read, unless acknowledgementCountersignedOn is given. Each refused field is named in errors. 409 when an institution receives in that account. Audited. ${FOUR_EYES}`,
        params: CurrencyParam,
        body: HubAccountInputSchema,
        response: { 200: ClientMoneyAccountSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const payload = { currencyCode: request.params.currencyCode, account: request.body };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-client-money-account', payload }), 200);
    },
  );

  app.put(
    '/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'setClientMoneyAccountAcknowledgement',
        summary: 'Record that the bank countersigned the account’s acknowledgement letter',
        description: `From then on payment files may pay from the account. The date cannot be after today. 404 when the platform has no account in that currency. Audited. ${FOUR_EYES}`,
        params: CurrencyParam,
        body: AcknowledgementInputSchema,
        response: { 200: ClientMoneyAccountSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const payload = { currencyCode: request.params.currencyCode, countersignedOn: request.body.countersignedOn };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'acknowledge-client-money-account', payload }), 200);
    },
  );

  app.delete(
    '/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'clearClientMoneyAccountAcknowledgement',
        summary: 'Clear the account’s acknowledgement date',
        description:
          'No payment file pays from the account until a date is set again (a letter withdrawn, say). 404 when the platform has no account in that currency. Audited. It stops payments, so one admin clears it at once, four eyes or not.',
        params: CurrencyParam,
        response: { 200: ClientMoneyAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => hubAccountToJson(await banking.setHubAcknowledgement(request.params.currencyCode, null, operatorOf(request).audit)),
  );
}

/** The institutions' bank settings, receiving accounts and their acknowledgement dates. */
function institutionBankRoutes(app: HttpApp, banking: BankingService, approvals: ApprovalsService): void {
  app.get(
    '/institutions/bank-settings',
    {
      schema: {
        tags: [TAG],
        operationId: 'listInstitutionBankSettings',
        summary: 'Every institution’s bank settings',
        description:
          'Each institution of the catalogue, by id: the form of its GBP account in files, its pain.001 version (the defaults where none are set) and its receiving accounts.',
        response: {
          200: Type.Object(
            { institutions: Type.Array(InstitutionBankSettingsSchema, { description: 'Every institution of the catalogue, by id.' }) },
            { title: 'InstitutionBankSettingsList' },
          ),
          ...errorResponses(401),
        },
      },
    },
    async () => ({ institutions: (await banking.listInstitutions()).map(institutionSettingsToJson) }),
  );

  app.get(
    '/institutions/:financialInstitutionId/bank-settings',
    {
      schema: {
        tags: [TAG],
        operationId: 'getInstitutionBankSettings',
        summary: 'One institution’s bank settings',
        description: '404 when there is no such institution.',
        params: InstitutionParam,
        response: { 200: InstitutionBankSettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => institutionSettingsToJson(await banking.institution(request.params.financialInstitutionId)),
  );

  app.put(
    '/institutions/:financialInstitutionId/bank-settings',
    {
      schema: {
        tags: [TAG],
        operationId: 'setInstitutionBankSettings',
        summary: 'Set how an institution’s payment files are written',
        description: `The form of its GBP account and its pain.001 version; a setting left out stays as it is. 409 for the bban or iban form while its GBP receiving account has no IBAN. Audited. ${FOUR_EYES}`,
        params: InstitutionParam,
        body: InstitutionSettingsInputSchema,
        response: { 200: InstitutionBankSettingsSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409, { 409: FORM_CONFLICT }) },
      },
    },
    async (request, reply) => {
      const payload = { financialInstitutionId: request.params.financialInstitutionId, settings: request.body };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-institution-bank-settings', payload }), 200);
    },
  );

  app.put(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode',
    {
      schema: {
        tags: [TAG],
        operationId: 'setInstitutionBankAccount',
        summary: 'Set an institution’s receiving account of a currency',
        description: `Where payment files pay what is placed with the institution. Replaced whole: GBP sortCode and accountNumber (and iban when its files use the bban or iban form), EUR and USD iban and bic. A new sort code, number or IBAN clears the acknowledgement date unless acknowledgementCountersignedOn is given. 409 when another institution receives in that account, or it is the platform's client-money account: an account has one holder. Audited. ${FOUR_EYES}`,
        params: InstitutionCurrencyParams,
        body: BankAccountInputSchema,
        response: { 200: InstitutionBankAccountSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409, { 409: SHARED_ACCOUNT }) },
      },
    },
    async (request, reply) => {
      const { financialInstitutionId, currencyCode } = request.params;
      const payload = { financialInstitutionId, currencyCode, account: request.body };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-institution-bank-account', payload }), 200);
    },
  );

  app.put(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'setInstitutionBankAccountAcknowledgement',
        summary: 'Record that the bank countersigned the receiving account’s acknowledgement letter',
        description: `From then on payment files may pay the account. The date cannot be after today. 404 when the institution has no account in that currency. Audited. ${FOUR_EYES}`,
        params: InstitutionCurrencyParams,
        body: AcknowledgementInputSchema,
        response: { 200: InstitutionBankAccountSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { financialInstitutionId, currencyCode } = request.params;
      const payload = { financialInstitutionId, currencyCode, countersignedOn: request.body.countersignedOn };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'acknowledge-institution-bank-account', payload }), 200);
    },
  );

  app.delete(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'clearInstitutionBankAccountAcknowledgement',
        summary: 'Clear the receiving account’s acknowledgement date',
        description:
          'No payment file pays the account until a date is set again. 404 when the institution has no account in that currency. Audited. It stops payments, so one admin clears it at once, four eyes or not.',
        params: InstitutionCurrencyParams,
        response: { 200: InstitutionBankAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      institutionAccountToJson(await banking.setInstitutionAcknowledgement(request.params.financialInstitutionId, request.params.currencyCode, null, operatorOf(request).audit)),
  );
}
