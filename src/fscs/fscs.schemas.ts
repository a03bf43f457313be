/** FSCS exposure's shapes (TypeBox), in the Portfolios API's document, and their JSON from the service's figures. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money } from '../portfolios/portfolios.schemas.js';
import { minorToJsonNumber } from '../platform/money.js';
import { formatBusinessDate, formatDateTime } from '../platform/time.js';
import type { GroupExposure, Protection } from './exposure.js';
import type { ClientExposure, FscsLimitRow } from './fscs.service.js';
import { CurrencySchema } from '../platform/currency.js';
import { type Currency } from '../platform/currency.js';

const NullableMoney = (description: string, example: number) =>
  Type.Union([Money(description, example), Type.Null()], { description: `${description} null unless protection is Protected.` });

const InstitutionExposureSchema = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution.', example: 'NORTHBANK' }),
    financialInstitutionName: Type.String({ description: 'Its name.', example: 'Northbank plc' }),
    isFscsProtected: Type.Boolean({ description: 'Whether the institution is FSCS-protected; what a client holds at one that is not never counts toward the limit.' }),
    settledAmount: Money("The settled balances of the client's accounts there that are not closed (posted interest included).", 60000),
    interestAccruedAmount: Money('Interest accrued on them and not yet posted, rounded half-up to the penny as the portfolios show it.', 12.34),
    pendingDepositAmount: Money("The client's deposits there accepted and not yet settled.", 5000),
  },
  { title: 'FscsInstitutionExposure', description: 'What the client holds at one institution in one currency.' },
);

const PROTECTION_DESCRIPTION =
  'Protected: GBP at FSCS-protected institutions of an eligible client, judged against the limit. Unprotected: no institution of the group is FSCS-protected, or the client is not eligible; nothing counts. NotConverted: EUR or USD at protected institutions; the limit is in sterling and the platform does not convert, so the amounts are shown unjudged.';

const GroupExposureSchema = Type.Object(
  {
    financialInstitutionGroupId: Type.String({ description: 'The banking group: its institutions share one FSCS limit.', example: 'NORTHERN-GROUP' }),
    currencyCode: CurrencySchema({ description: 'ISO-4217 currency of every amount of the row.' }),
    protection: Type.Union([Type.Literal('Protected'), Type.Literal('Unprotected'), Type.Literal('NotConverted')], { description: PROTECTION_DESCRIPTION }),
    institutions: Type.Array(InstitutionExposureSchema, { description: 'The group’s institutions where the client holds money in this currency.' }),
    exposureAmount: Money(
      'Settled balances + accrued interest + pending deposits at the group’s FSCS-protected institutions (the interest summed exactly, then rounded half-up to the penny once); 0 when protection is Unprotected.',
      130000,
    ),
    limitAmount: NullableMoney('The FSCS limit in force today, in GBP.', 120000),
    protectedAmount: NullableMoney('The part of the exposure the limit protects: the lesser of the two.', 120000),
    amountOverLimit: NullableMoney('How far the exposure is over the limit (0 when within it).', 10000),
    headroomAmount: NullableMoney('How much more can be deposited in the group before the limit is reached (0 when at or over it).', 0),
    note: Type.Union([Type.String(), Type.Null()], { description: 'Why the row is not judged against the limit; null when it is.' }),
  },
  { title: 'FscsGroupExposure', description: "The client's exposure to one banking group in one currency." },
);

export const FscsExposureResponse = Type.Object(
  {
    clientReference: Type.String({ description: 'The client.' }),
    dateCalculatedUTC: DateTime('The business date the exposure and the limit are for.'),
    fscsEligible: Type.Boolean({ description: 'Whether FSCS protects the client: individuals and companies are eligible, unless a company’s profile says fscsEligible: false.' }),
    limit: Type.Union(
      [
        Type.Object(
          {
            limitAmount: Money('The FSCS limit per eligible person per banking group.', 120000),
            currencyCode: Type.Literal('GBP', { description: 'The limit is in sterling.' }),
            dateEffectiveFromUTC: DateTime('The business date the limit came into force.'),
          },
          { title: 'FscsLimit', description: 'The FSCS limit in force.' },
        ),
        Type.Null(),
      ],
      { description: 'The FSCS limit in force on dateCalculatedUTC (null before the first one the platform knows).' },
    ),
    note: Type.Union([Type.String(), Type.Null()], { description: 'Said when the client is not eligible; null otherwise.' }),
    groups: Type.Array(GroupExposureSchema, { description: 'One row per banking group and currency where the client holds or is placing money, by group then currency.' }),
  },
  { title: 'FscsExposure', description: "A client's FSCS exposure per banking group and currency, against the limit in force." },
);

type FscsExposureJson = Static<typeof FscsExposureResponse>;

const NOTES: Record<Protection, string | null> = {
  Protected: null,
  Unprotected: 'Not protected by the FSCS: nothing held here counts toward the limit.',
  NotConverted: 'The FSCS limit is in sterling and the platform does not convert currencies: these amounts are shown, not judged against it.',
};

const INELIGIBLE_NOTE = 'The client is a company whose profile says fscsEligible: false, so the FSCS protects none of its deposits: every row is Unprotected.';

function groupToJson(group: GroupExposure, eligible: boolean) {
  const judged = group.judged;
  return {
    financialInstitutionGroupId: group.groupId,
    currencyCode: group.currencyCode as Currency,
    protection: group.protection,
    institutions: group.institutions.map((i) => ({
      financialInstitutionId: i.financialInstitutionId,
      financialInstitutionName: i.financialInstitutionName,
      isFscsProtected: i.isFscsProtected,
      settledAmount: minorToJsonNumber(i.balanceMinor),
      interestAccruedAmount: minorToJsonNumber(i.interestAccruedMinor),
      pendingDepositAmount: minorToJsonNumber(i.pendingMinor),
    })),
    exposureAmount: minorToJsonNumber(group.exposureMinor),
    limitAmount: judged && minorToJsonNumber(judged.limitMinor),
    protectedAmount: judged && minorToJsonNumber(judged.protectedMinor),
    amountOverLimit: judged && minorToJsonNumber(judged.overMinor),
    headroomAmount: judged && minorToJsonNumber(judged.headroomMinor),
    note: eligible ? NOTES[group.protection] : INELIGIBLE_NOTE,
  };
}

export function exposureToJson(exposure: ClientExposure): FscsExposureJson {
  return {
    clientReference: exposure.clientReference,
    dateCalculatedUTC: formatBusinessDate(exposure.businessDate),
    fscsEligible: exposure.eligible,
    limit: exposure.limit
      ? { limitAmount: minorToJsonNumber(exposure.limit.limitMinor), currencyCode: 'GBP' as const, dateEffectiveFromUTC: formatBusinessDate(exposure.limit.effectiveFrom) }
      : null,
    note: exposure.eligible ? null : INELIGIBLE_NOTE,
    groups: exposure.groups.map((g) => groupToJson(g, exposure.eligible)),
  };
}

/** The operator's FSCS limits (`/operator/fscs/limits`). */
export const FscsLimitSchema = Type.Object(
  {
    effectiveFrom: Type.String({ description: 'The first business date it is in force.' }),
    limitAmount: Type.Number({ description: 'The limit per eligible person per banking group, in GBP major units.', example: 120000 }),
    changedAtUtc: Type.String({ description: 'When it was last set.' }),
  },
  { title: 'FscsLimitEntry', description: 'The FSCS limit from a date.' },
);

export function fscsLimitToJson(limit: FscsLimitRow) {
  return { effectiveFrom: limit.effectiveFrom, limitAmount: minorToJsonNumber(limit.limitMinor), changedAtUtc: formatDateTime(limit.changedAt) };
}

export const ListedFscsLimitSchema = Type.Object({ ...FscsLimitSchema.properties, inForce: Type.Boolean({ description: 'In force today.' }) }, { title: 'ListedFscsLimit' });
