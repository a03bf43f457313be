/** The operator API's shapes of a partner (TypeBox) and their JSON. */
import { Type } from '@sinclair/typebox';
import { formatDateTime } from '../platform/time.js';
import type { PartnerStatusRow } from './partners.service.js';

export const PartnerRoleSchema = Type.Union([Type.Literal('pension'), Type.Literal('wealth'), Type.Literal('institution')], {
  description: 'Decides which products the partner sees.',
});

export const PartnerCredentialsSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner id.' }),
    name: Type.String({ description: 'The partner name.' }),
    role: PartnerRoleSchema,
    clientId: Type.String({ description: 'OAuth client id.' }),
    clientSecret: Type.String({ description: 'OAuth client secret. Shown once; only its hash is stored.' }),
    subscriptionKey: Type.String({ description: 'The cdpapi-Subscription-Key. Shown once; only its hash is stored.' }),
  },
  { title: 'PartnerCredentials', description: 'A partner and its new credentials.' },
);

export const FscsPolicySchema = Type.Union([Type.Literal('warn'), Type.Literal('block')], {
  description:
    "What the partner's GBP deposits do when they would take a client's exposure to a banking group over the FSCS limit: warn (the default: Processed, and the event client.fscs_limit_exceeded) or block (Rejected with FscsLimitExceeded, naming the group and the headroom).",
});

export const PartnerSchema = Type.Object(
  {
    financialPartnerId: Type.String({ description: 'The partner id.' }),
    name: Type.String({ description: 'The partner name.' }),
    role: Type.String({ description: 'pension, wealth or institution.' }),
    clientId: Type.Union([Type.String(), Type.Null()], { description: 'Its OAuth client id.' }),
    createdAtUtc: Type.String({ description: 'When it was onboarded.' }),
    status: Type.Union([Type.Literal('Active'), Type.Literal('Suspended')], { description: 'Suspended: its calls answer 401; its data stays.' }),
    suspendedAtUtc: Type.Union([Type.String(), Type.Null()], { description: 'When it was suspended.' }),
    suspensionReason: Type.Union([Type.String(), Type.Null()], { description: 'Why.' }),
    fscsPolicy: FscsPolicySchema,
  },
  { title: 'Partner', description: 'A partner, as the operator sees it.' },
);

export function partnerToJson(p: PartnerStatusRow) {
  return {
    financialPartnerId: p.financialPartnerId,
    name: p.name,
    role: p.role,
    clientId: p.clientId,
    createdAtUtc: formatDateTime(p.createdAt),
    status: p.suspendedAt ? ('Suspended' as const) : ('Active' as const),
    suspendedAtUtc: p.suspendedAt ? formatDateTime(p.suspendedAt) : null,
    suspensionReason: p.suspensionReason,
    fscsPolicy: p.fscsPolicy,
  };
}
