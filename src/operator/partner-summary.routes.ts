/** Operator: the partner page's figures (issue 32, item 5), one read whatever the partner's size. */
import { type TSchema, Type } from '@sinclair/typebox';
import type { PartnersService } from '../auth/partners.service.js';
import type { Db } from '../database.js';
import type { HttpApp } from '../platform/http.js';
import { minorToJsonNumber } from '../platform/money.js';
import { COUNT_CAP } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import { PartnerSchema, partnerToJson } from '../auth/partners.schemas.js';
import { HISTORY_LIMIT, type PartnerSummary, PartnerSummaryReads } from './partner-summary.js';

const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });
const Money = (description: string) => Type.Number({ description: `${description} In major units (e.g. 1250.50), exact to the penny.` });
const CAP = COUNT_CAP.toLocaleString('en-GB');

const HoldingSchema = Type.Object(
  {
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    financialInstitutionId: Type.String({ description: 'The institution holding the money.' }),
    financialInstitutionName: Nullable(Type.String(), "The institution's name."),
    balance: Money("The sum of the balances of the partner's accounts at the institution in the currency (settled money and posted interest)."),
    accountCount: Type.Integer({ minimum: 0, description: 'How many of those accounts are not closed (Open or Matured).' }),
  },
  { title: 'PartnerHolding', description: 'What a partner holds at one institution in one currency.' },
);

const CurrencyTotalSchema = Type.Object(
  {
    currencyCode: Type.String({ description: 'ISO-4217 currency.' }),
    balance: Money('The sum over every institution.'),
    accountCount: Type.Integer({ minimum: 0, description: 'Accounts not closed, over every institution.' }),
  },
  { title: 'PartnerCurrencyTotal', description: 'What a partner holds in one currency.' },
);

const PartnerSummarySchema = Type.Object(
  {
    partner: PartnerSchema,
    clientCount: Type.Integer({ minimum: 0, description: `The partner's clients: exact up to ${CAP}; that number when more (see clientCountCapped).` }),
    clientCountCapped: Type.Boolean({ description: `True when the partner has more than ${CAP} clients: clientCount is then a floor.` }),
    clientsPath: Type.String({ description: "The operator API's client list filtered to this partner (GET /operator/clients?financialPartnerId=...)." }),
    holdings: Type.Array(HoldingSchema, {
      maxItems: 10_000,
      description:
        'The money held, per currency and institution, by currency then institution; an institution where the partner holds nothing and has no account left is left out. Kept as accounts change (docs/partner-holdings.md), never summed over the accounts at each read.',
    }),
    totals: Type.Array(CurrencyTotalSchema, { maxItems: 10, description: 'The holdings summed per currency, in the same order.' }),
    introducerCount: Type.Integer({ minimum: 0, description: `The partner's introducers: exact up to ${CAP}.` }),
    introducerCountCapped: Type.Boolean({ description: `True when it has more than ${CAP}.` }),
    credentialHistory: Type.Array(
      Type.Object(
        {
          occurredAtUtc: Type.String({ description: 'When.' }),
          operatorName: Type.String({ description: 'The operator who made the change (the audit log names them).' }),
          action: Type.Union([Type.Literal('issued'), Type.Literal('rotated')], {
            description: 'issued: the first credentials, at onboarding; rotated: a new client id, secret and subscription key.',
          }),
          clientId: Type.String({ description: 'The client id issued (secrets are never kept).' }),
        },
        { title: 'PartnerCredentialChange' },
      ),
      { maxItems: HISTORY_LIMIT, description: `Its credentials' history from the audit log, newest first (at most ${HISTORY_LIMIT}).` },
    ),
    suspensionHistory: Type.Array(
      Type.Object(
        {
          occurredAtUtc: Type.String({ description: 'When.' }),
          operatorName: Type.String({ description: 'The operator who made the change (for a change approved by a second operator, the approver).' }),
          action: Type.Union([Type.Literal('suspended'), Type.Literal('reactivated')], { description: 'What happened.' }),
          reason: Nullable(Type.String(), 'Why it was suspended; null for a reactivation.'),
        },
        { title: 'PartnerSuspensionChange' },
      ),
      { maxItems: HISTORY_LIMIT, description: `Its suspensions and reactivations from the audit log, newest first (at most ${HISTORY_LIMIT}).` },
    ),
  },
  {
    title: 'PartnerSummary',
    description: 'One partner, its clients, its money per currency and institution, its introducers, and the history of its credentials and suspensions.',
  },
);

function summaryJson(s: PartnerSummary) {
  const id = s.partner.financialPartnerId;
  return {
    partner: partnerToJson(s.partner),
    clientCount: s.clients.totalCount,
    clientCountCapped: s.clients.totalCountCapped,
    clientsPath: `/operator/clients?financialPartnerId=${encodeURIComponent(id)}`,
    holdings: s.holdings.map((h) => ({
      currencyCode: h.currencyCode,
      financialInstitutionId: h.financialInstitutionId,
      financialInstitutionName: h.financialInstitutionName,
      balance: minorToJsonNumber(h.balanceMinor),
      accountCount: h.accountCount,
    })),
    totals: s.totals.map((t) => ({ currencyCode: t.currencyCode, balance: minorToJsonNumber(t.balanceMinor), accountCount: t.accountCount })),
    introducerCount: s.introducers.totalCount,
    introducerCountCapped: s.introducers.totalCountCapped,
    credentialHistory: s.credentialHistory.map((c) => ({ occurredAtUtc: formatDateTime(c.occurredAt), operatorName: c.operatorName, action: c.action, clientId: c.clientId })),
    suspensionHistory: s.suspensionHistory.map((c) => ({ occurredAtUtc: formatDateTime(c.occurredAt), operatorName: c.operatorName, action: c.action, reason: c.reason })),
  };
}

/** The partner page's read; `platform` gives the database and the partners service (the composition root passes itself). */
export function partnerSummaryRoutes(app: HttpApp, platform: { db: Db; partners: PartnersService }): void {
  const reads = new PartnerSummaryReads(platform.db, platform.partners);
  app.get(
    '/partners/:financialPartnerId/summary',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'getPartnerSummary',
        summary: "A partner's page: clients, money held, introducers, credentials and suspensions",
        description:
          "The money held per currency and institution comes from totals the ledger keeps as balances change (a page view reads a few rows, never the partner's accounts); the reconciliation's partner-holdings-equal-accounts check compares them with the accounts. The histories come from the audit log.",
        params: Type.Object({ financialPartnerId: Type.String({ maxLength: 100, description: 'The partner id.' }) }),
        response: { 200: PartnerSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => summaryJson(await reads.summary(request.params.financialPartnerId)),
  );
}
