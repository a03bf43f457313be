/**
 * Operator: the platform's client-money accounts (one per currency, with the
 * last statement read), each institution's bank settings and receiving
 * accounts, and the acknowledgement dates that let payment files use them
 * (docs/bank-accounts.md). Every write is audited.
 */
import { Type } from '@sinclair/typebox';
import { operatorOf } from '../audit/audit.js';
import {
  AcknowledgementInputSchema,
  BankAccountInputSchema,
  ClientMoneyAccountSchema,
  ClientMoneyAccountsSchema,
  CurrencyCodeSchema,
  hubAccountsToJson,
  hubAccountToJson,
  institutionAccountToJson,
  InstitutionBankAccountSchema,
  InstitutionBankSettingsSchema,
  InstitutionSettingsInputSchema,
  institutionSettingsToJson,
} from '../banking/banking.schemas.js';
import type { BankingService } from '../banking/banking.service.js';
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

export function bankAccountsRoutes(app: HttpApp, banking: BankingService): void {
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
        description:
          'Replaces it whole. GBP: sortCode and accountNumber (iban and bic optional); EUR and USD: iban and bic. A new sort code, number or IBAN clears the acknowledgement date and the last statement read, unless acknowledgementCountersignedOn is given. Each refused field is named in errors. Audited.',
        params: CurrencyParam,
        body: BankAccountInputSchema,
        response: { 200: ClientMoneyAccountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => hubAccountToJson(await banking.setHubAccount(request.params.currencyCode, request.body, operatorOf(request).audit)),
  );

  app.put(
    '/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'setClientMoneyAccountAcknowledgement',
        summary: 'Record that the bank countersigned the account’s acknowledgement letter',
        description: 'From then on payment files may pay from the account. The date cannot be after today. 404 when the platform has no account in that currency. Audited.',
        params: CurrencyParam,
        body: AcknowledgementInputSchema,
        response: { 200: ClientMoneyAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => hubAccountToJson(await banking.setHubAcknowledgement(request.params.currencyCode, request.body.countersignedOn, operatorOf(request).audit)),
  );

  app.delete(
    '/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'clearClientMoneyAccountAcknowledgement',
        summary: 'Clear the account’s acknowledgement date',
        description: 'No payment file pays from the account until a date is set again (a letter withdrawn, say). 404 when the platform has no account in that currency. Audited.',
        params: CurrencyParam,
        response: { 200: ClientMoneyAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => hubAccountToJson(await banking.setHubAcknowledgement(request.params.currencyCode, null, operatorOf(request).audit)),
  );

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
        description:
          'The form of its GBP account and its pain.001 version; a setting left out stays as it is. 409 for the bban or iban form while its GBP receiving account has no IBAN. Audited.',
        params: InstitutionParam,
        body: InstitutionSettingsInputSchema,
        response: { 200: InstitutionBankSettingsSchema, ...errorResponses(400, 401, 403, 404, 409, { 409: FORM_CONFLICT }) },
      },
    },
    async (request) => institutionSettingsToJson(await banking.setInstitutionSettings(request.params.financialInstitutionId, request.body, operatorOf(request).audit)),
  );

  app.put(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode',
    {
      schema: {
        tags: [TAG],
        operationId: 'setInstitutionBankAccount',
        summary: 'Set an institution’s receiving account of a currency',
        description:
          'Where payment files pay what is placed with the institution. Replaced whole: GBP sortCode and accountNumber (and iban when its files use the bban or iban form), EUR and USD iban and bic. A new sort code, number or IBAN clears the acknowledgement date unless acknowledgementCountersignedOn is given. Audited.',
        params: InstitutionCurrencyParams,
        body: BankAccountInputSchema,
        response: { 200: InstitutionBankAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      institutionAccountToJson(await banking.setInstitutionAccount(request.params.financialInstitutionId, request.params.currencyCode, request.body, operatorOf(request).audit)),
  );

  app.put(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'setInstitutionBankAccountAcknowledgement',
        summary: 'Record that the bank countersigned the receiving account’s acknowledgement letter',
        description: 'From then on payment files may pay the account. The date cannot be after today. 404 when the institution has no account in that currency. Audited.',
        params: InstitutionCurrencyParams,
        body: AcknowledgementInputSchema,
        response: { 200: InstitutionBankAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      institutionAccountToJson(
        await banking.setInstitutionAcknowledgement(request.params.financialInstitutionId, request.params.currencyCode, request.body.countersignedOn, operatorOf(request).audit),
      ),
  );

  app.delete(
    '/institutions/:financialInstitutionId/bank-accounts/:currencyCode/acknowledgement',
    {
      schema: {
        tags: [TAG],
        operationId: 'clearInstitutionBankAccountAcknowledgement',
        summary: 'Clear the receiving account’s acknowledgement date',
        description: 'No payment file pays the account until a date is set again. 404 when the institution has no account in that currency. Audited.',
        params: InstitutionCurrencyParams,
        response: { 200: InstitutionBankAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      institutionAccountToJson(await banking.setInstitutionAcknowledgement(request.params.financialInstitutionId, request.params.currencyCode, null, operatorOf(request).audit)),
  );
}
