/**
 * Who gets paid, under four eyes (issue 45, item 2; docs/four-eyes.md,
 * docs/bank-accounts.md): the platform's client-money account, an
 * institution's bank settings and receiving account, and an account's
 * acknowledgement date, each as the `BankingService` call that makes it.
 * Each kind's payload is its endpoint's path parameters and body. Describing
 * a change checks it as the write would (400, 404, 409: an account another
 * holder has) and says what it changes, the new account in full for the
 * approver to check against the bank's letter, the old one masked.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { ChangeApplier, ChangeDescription, ChangeKind } from '../approvals/approvals.service.js';
import type { AuditRecorder } from '../audit/audit.js';
import { formatSortCode } from '../banking/account-numbers.js';
import { type BankAccountDetails, type HubFileSettings, maskedAccount } from '../banking/banking.js';
import {
  CurrencyCodeSchema,
  hubAccountToJson,
  institutionAccountToJson,
  InstitutionSettingsInputSchema,
  institutionSettingsToJson,
  UkPaymentSchemeSchema,
} from '../banking/banking.schemas.js';
import type { BankingService } from '../banking/banking.service.js';
import { payloadOf } from './change-payloads.js';

/** An account as its route took it (BankAccountInput), without the formats the service checks itself. */
const AccountInput = Type.Object({
  accountName: Type.String(),
  bankName: Type.String(),
  sortCode: Type.Optional(Type.String()),
  accountNumber: Type.Optional(Type.String()),
  iban: Type.Optional(Type.String()),
  bic: Type.Optional(Type.String()),
  acknowledgementCountersignedOn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
/** The platform's account with how its payment files are written (issue 47): changed with the account, under the same four eyes. */
const HubAccountInput = Type.Composite([
  AccountInput,
  Type.Object({
    initiatingPartyId: Type.Optional(Type.String()),
    ukPaymentScheme: Type.Optional(UkPaymentSchemeSchema),
    postalAddress: Type.Optional(
      Type.Object({
        country: Type.String(),
        townName: Type.Optional(Type.String()),
        postCode: Type.Optional(Type.String()),
        addressLines: Type.Optional(Type.Array(Type.String())),
      }),
    ),
    sameDayCutOffUtc: Type.Optional(Type.String()),
  }),
]);
const HubAccountChange = Type.Object({ currencyCode: CurrencyCodeSchema, account: HubAccountInput });
const HubAcknowledgementChange = Type.Object({ currencyCode: CurrencyCodeSchema, countersignedOn: Type.String() });
const SettingsChange = Type.Object({ financialInstitutionId: Type.String(), settings: InstitutionSettingsInputSchema });
const InstitutionAccountChange = Type.Object({ financialInstitutionId: Type.String(), currencyCode: CurrencyCodeSchema, account: AccountInput });
const InstitutionAcknowledgementChange = Type.Object({ financialInstitutionId: Type.String(), currencyCode: CurrencyCodeSchema, countersignedOn: Type.String() });

type BankAccountKind = Extract<
  ChangeKind,
  'set-client-money-account' | 'acknowledge-client-money-account' | 'set-institution-bank-settings' | 'set-institution-bank-account' | 'acknowledge-institution-bank-account'
>;

/** The new account in full: `"Deposits" at Northbank plc, 30-90-01 20000001 · IBAN GB49… · BIC NRTHGB2L`. */
function accountInFull(details: BankAccountDetails): string {
  const identifiers = [
    details.sortCode !== null && details.accountNumber !== null ? `${formatSortCode(details.sortCode)} ${details.accountNumber}` : null,
    details.iban && `IBAN ${details.iban}`,
    details.bic && `BIC ${details.bic}`,
  ].filter(Boolean);
  return `"${details.accountName}" at ${details.bankName}, ${identifiers.join(' · ')}`;
}

function accountChangeSummary(title: string, change: { before: BankAccountDetails | undefined; details: BankAccountDetails; acknowledgedOn: string | null }): string {
  const was = change.before ? maskedAccount(change.before) : 'none set';
  const acknowledgement = change.acknowledgedOn ? `acknowledgement letter countersigned ${change.acknowledgedOn}` : 'not paid until its acknowledgement letter’s date is set';
  return `${title}: ${accountInFull(change.details)} (was ${was}); ${acknowledgement}`;
}

/** The payment-file settings as the approver reads them: `payment files: initiating party id SAVPLAT001, bacs, address London GB, same-day cut-off 13:00 UTC`. */
function fileSettingsSummary(settings: HubFileSettings): string {
  const address =
    settings.postalAddress &&
    [...settings.postalAddress.addressLines, settings.postalAddress.townName, settings.postalAddress.postCode, settings.postalAddress.country].filter(Boolean).join(', ');
  return (
    `payment files: initiating party id ${settings.initiatingPartyId ?? 'none'}` +
    (settings.ukPaymentScheme ? `, ${settings.ukPaymentScheme}` : '') +
    `, address ${address ?? 'none'}, same-day cut-off ${settings.sameDayCutOffUtc ? `${settings.sameDayCutOffUtc} UTC` : 'none'}`
  );
}

/**
 * A kind's applier from what differs between kinds: its payload's shape, what
 * describing a change says, and the service call that makes it. None of them
 * can be scheduled; the payload is read back as its kind's shape (`payloadOf`)
 * when described and when applied.
 */
function applier<S extends TSchema>(
  kind: BankAccountKind,
  shape: S,
  change: { describe(change: Static<S>): Promise<ChangeDescription>; apply(change: Static<S>, audit: AuditRecorder): Promise<unknown> },
): ChangeApplier {
  return {
    schedulable: false,
    describe: async (payload) => change.describe(payloadOf(kind, shape, payload)),
    apply: async (payload, _by, audit) => change.apply(payloadOf(kind, shape, payload), audit),
  };
}

export function bankAccountAppliers(banking: BankingService): Record<BankAccountKind, ChangeApplier> {
  return {
    'set-client-money-account': applier('set-client-money-account', HubAccountChange, {
      async describe({ currencyCode, account }) {
        const change = await banking.previewHubAccount(currencyCode, account);
        const title = `The platform's ${currencyCode} client-money account`;
        return {
          objectType: 'client-money-account',
          objectId: currencyCode,
          objectName: title,
          summary: `${accountChangeSummary(title, change)}; ${fileSettingsSummary(change.settings)}`,
        };
      },
      apply: async ({ currencyCode, account }, audit) => hubAccountToJson(await banking.setHubAccount(currencyCode, account, audit)),
    }),
    'acknowledge-client-money-account': applier('acknowledge-client-money-account', HubAcknowledgementChange, {
      async describe({ currencyCode, countersignedOn }) {
        const account = await banking.previewHubAcknowledgement(currencyCode, countersignedOn);
        const title = `The platform's ${currencyCode} client-money account`;
        const summary = `${title} (${maskedAccount(account)}): acknowledgement letter countersigned ${countersignedOn} (was ${account.acknowledgementCountersignedOn ?? 'none'})`;
        return { objectType: 'client-money-account', objectId: currencyCode, objectName: title, summary };
      },
      apply: async ({ currencyCode, countersignedOn }, audit) => hubAccountToJson(await banking.setHubAcknowledgement(currencyCode, countersignedOn, audit)),
    }),
    'set-institution-bank-settings': applier('set-institution-bank-settings', SettingsChange, {
      async describe({ financialInstitutionId, settings }) {
        const { before, ukAccountForm, pain001Version } = await banking.previewInstitutionSettings(financialInstitutionId, settings);
        const summary =
          `Institution ${financialInstitutionId}'s payment files: GBP account written as ${ukAccountForm} (was ${before.ukAccountForm}), ` +
          `${pain001Version} (was ${before.pain001Version})`;
        return { objectType: 'institution-bank-settings', objectId: financialInstitutionId, objectName: before.financialInstitutionName, summary };
      },
      apply: async ({ financialInstitutionId, settings }, audit) => institutionSettingsToJson(await banking.setInstitutionSettings(financialInstitutionId, settings, audit)),
    }),
    'set-institution-bank-account': applier('set-institution-bank-account', InstitutionAccountChange, {
      async describe({ financialInstitutionId, currencyCode, account }) {
        const change = await banking.previewInstitutionAccount(financialInstitutionId, currencyCode, account);
        const summary = accountChangeSummary(`Institution ${financialInstitutionId}'s ${currencyCode} receiving account`, change);
        return { objectType: 'institution-bank-account', objectId: `${financialInstitutionId}/${currencyCode}`, objectName: change.institutionName, summary };
      },
      apply: async ({ financialInstitutionId, currencyCode, account }, audit) =>
        institutionAccountToJson(await banking.setInstitutionAccount(financialInstitutionId, currencyCode, account, audit)),
    }),
    'acknowledge-institution-bank-account': applier('acknowledge-institution-bank-account', InstitutionAcknowledgementChange, {
      async describe({ financialInstitutionId, currencyCode, countersignedOn }) {
        const { account, institutionName } = await banking.previewInstitutionAcknowledgement(financialInstitutionId, currencyCode, countersignedOn);
        const summary =
          `Institution ${financialInstitutionId}'s ${currencyCode} receiving account (${maskedAccount(account)}): ` +
          `acknowledgement letter countersigned ${countersignedOn} (was ${account.acknowledgementCountersignedOn ?? 'none'})`;
        return { objectType: 'institution-bank-account', objectId: `${financialInstitutionId}/${currencyCode}`, objectName: institutionName, summary };
      },
      apply: async ({ financialInstitutionId, currencyCode, countersignedOn }, audit) =>
        institutionAccountToJson(await banking.setInstitutionAcknowledgement(financialInstitutionId, currencyCode, countersignedOn, audit)),
    }),
  };
}
