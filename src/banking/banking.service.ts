/**
 * The operator's bank details (issue 29, docs/bank-accounts.md): the
 * platform's client-money account per currency, and each institution's
 * payment-file settings and receiving accounts, with the date each account's
 * client-money acknowledgement letter was countersigned. Every write is
 * audited, before and after, in its own transaction.
 *
 * Why it works this way:
 * - An account is replaced whole (PUT): what the operator sends is the
 *   account. Its acknowledgement date is kept while the account at the bank
 *   stays the same; a new sort code, account number or IBAN clears it (the
 *   letter named the old account), and the last statement read with it,
 *   unless the same request sets the date.
 * - An acknowledgement date cannot be in the future: a letter is
 *   countersigned or it is not.
 * - An institution whose files write its GBP account as a BBAN or an IBAN
 *   needs that account's IBAN: the settings and the account are each checked
 *   against the other when either changes.
 * - An account has one holder on the platform (issue 45): a statement names
 *   its account and is booked to its holder, so no two institutions share a
 *   receiving account, and none is the platform's client-money account
 *   (409 here, under the lock of the banking writes; migration 038 holds the
 *   institutions' apart whatever writes).
 * - Four eyes (docs/four-eyes.md): the writes that change who gets paid are
 *   proposed by one admin and applied by another's approval; the `preview…`
 *   calls check a proposed change as the write would (400, 404, 409), writing
 *   nothing, and say what it would change.
 */
import type { AuditRecorder } from '../audit/audit.js';
import { isBusinessDate, toBusinessDate } from '../calendar/calendar.js';
import type { Db } from '../database.js';
import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/errors.js';
import { findInstitutionNames } from '../products/products.js';
import {
  type AccountHolder,
  accountDetailsFrom,
  accountTitle,
  type BankAccount,
  type BankAccountDetails,
  type BankAccountInput,
  type Currency,
  DEFAULT_PAIN001_VERSION,
  DEFAULT_UK_ACCOUNT_FORM,
  type HubAccount,
  type HubFileSettings,
  type HubFileSettingsInput,
  hubFileSettingsFrom,
  type InstitutionAccount,
  maskedAccount,
  type Pain001Version,
  sameAccountAtBank,
  type UkAccountForm,
} from './bank-accounts.js';
import {
  anyBankAccountSet,
  findAccountsNamed,
  findHubAccount,
  findHubAccountForUpdate,
  findInstitutionSettings,
  listHubAccounts,
  listInstitutionAccounts,
  listInstitutionSettings,
  lockBankingWrites,
  updateHubAcknowledgement,
  updateInstitutionAcknowledgement,
  upsertHubAccount,
  upsertInstitutionAccount,
  upsertInstitutionSettings,
} from './banking.repository.js';

/** An account as the operator sets it: its details, and optionally its acknowledgement date (null clears it). */
export interface AccountWrite extends BankAccountInput {
  acknowledgementCountersignedOn?: string | null;
}

/** The platform's account as the operator sets it: the account, and how its payment files are written (each setting left out: none). */
export type HubAccountWrite = AccountWrite & HubFileSettingsInput;

export interface InstitutionBankSettings {
  financialInstitutionId: string;
  financialInstitutionName: string;
  ukAccountForm: UkAccountForm;
  pain001Version: Pain001Version;
  /** When the settings were last set; null while the institution has the defaults. */
  settingsUpdatedAt: Date | null;
  /** Its receiving accounts, GBP, EUR, USD in that order (those that are set). */
  accounts: InstitutionAccount[];
}

/** What setting an account would do: the account as it is (undefined: none yet), as it would be, and its acknowledgement date then. */
export interface AccountChange<T extends BankAccount> {
  before: T | undefined;
  details: BankAccountDetails;
  acknowledgedOn: string | null;
}

/** What setting an institution's bank settings would do. */
export interface SettingsChange {
  before: InstitutionBankSettings;
  ukAccountForm: UkAccountForm;
  pain001Version: Pain001Version;
}

/** The earliest acknowledgement date taken: none is older than the client-money rules themselves. */
const EARLIEST_ACKNOWLEDGEMENT = '1990-01-01';
const CURRENCY_ORDER: Currency[] = ['GBP', 'EUR', 'USD'];

export class BankingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The platform's client-money accounts that are set, GBP, EUR, USD in that
   * order, each with its last statement read.
   *
   * Errors: none.
   */
  async listHubAccounts(): Promise<HubAccount[]> {
    return listHubAccounts(this.db);
  }

  /**
   * Sets the platform's client-money account of a currency (replacing it
   * whole), with how its payment files are written (issue 47: initiating
   * party id, UK scheme, address, same-day cut-off; each left out is none).
   *
   * Errors: `ValidationFailed` (a field the currency needs is missing, or a
   * sort code, account number, IBAN, BIC or acknowledgement date is not one;
   * a payment-file setting refused by `hubFileSettingsFrom`; each named in
   * `errors`).
   */
  async setHubAccount(currency: Currency, input: HubAccountWrite, audit?: AuditRecorder): Promise<HubAccount> {
    return this.db.transaction().execute(async (trx) => {
      await lockBankingWrites(trx);
      const { before, details, settings, acknowledgedOn } = await this.hubAccountChange(trx, currency, input, await findHubAccountForUpdate(trx, currency));
      const sameAccount = before !== undefined && sameAccountAtBank(before, details);
      const after = await upsertHubAccount(trx, currency, details, settings, acknowledgedOn, before !== undefined && !sameAccount, this.clock.now());
      await audit?.(trx, { objectType: 'client-money-account', objectId: currency, before: before ? auditView(before) : null, after: auditView(after) });
      return after;
    });
  }

  /**
   * What `setHubAccount` would do, checked as it would check it, writing nothing.
   *
   * Errors: as `setHubAccount`.
   */
  async previewHubAccount(currency: Currency, input: HubAccountWrite): Promise<AccountChange<HubAccount> & { settings: HubFileSettings }> {
    return this.hubAccountChange(this.db, currency, input, await findHubAccount(this.db, currency));
  }

  private async hubAccountChange(
    db: Db,
    currency: Currency,
    input: HubAccountWrite,
    before: HubAccount | undefined,
  ): Promise<AccountChange<HubAccount> & { settings: HubFileSettings }> {
    const what = `The ${currency} client-money account has invalid fields`;
    const details = accountDetailsFrom(currency, input, what);
    const settings = hubFileSettingsFrom(currency, input, what);
    const acknowledgement = this.acknowledgementDate(input.acknowledgementCountersignedOn, 'acknowledgementCountersignedOn');
    await refuseShared(db, { kind: 'hub' }, currency, details);
    const sameAccount = before !== undefined && sameAccountAtBank(before, details);
    const acknowledgedOn = acknowledgement !== undefined ? acknowledgement : sameAccount ? before.acknowledgementCountersignedOn : null;
    return { before, details, settings, acknowledgedOn };
  }

  /**
   * The platform's account of a currency as it is, checked for a new
   * acknowledgement date as `setHubAcknowledgement` would check it.
   *
   * Errors: as `setHubAcknowledgement`.
   */
  async previewHubAcknowledgement(currency: Currency, countersignedOn: string | null): Promise<HubAccount> {
    this.acknowledgementDate(countersignedOn, 'countersignedOn');
    const account = await findHubAccount(this.db, currency);
    if (!account) throw AppError.notFound(`The platform's ${currency} client-money account`);
    return account;
  }

  /**
   * Sets (a date) or clears (null) the date the bank countersigned the
   * acknowledgement letter of the platform's account of a currency.
   *
   * Errors: `ValidationFailed` (not a date YYYY-MM-DD, before 1990 or after
   * today), `NotFound` (the platform has no account in that currency).
   */
  async setHubAcknowledgement(currency: Currency, countersignedOn: string | null, audit?: AuditRecorder): Promise<HubAccount> {
    const date = this.acknowledgementDate(countersignedOn, 'countersignedOn') ?? null;
    return this.db.transaction().execute(async (trx) => {
      await lockBankingWrites(trx);
      const before = await findHubAccountForUpdate(trx, currency);
      const after = before && (await updateHubAcknowledgement(trx, currency, date, this.clock.now()));
      if (!before || !after) throw AppError.notFound(`The platform's ${currency} client-money account`);
      await audit?.(trx, { objectType: 'client-money-account', objectId: currency, before: auditView(before), after: auditView(after) });
      return after;
    });
  }

  /**
   * Every institution of the catalogue with its bank settings (the defaults
   * where none are set) and receiving accounts, by institution id.
   *
   * Errors: none.
   */
  async listInstitutions(): Promise<InstitutionBankSettings[]> {
    const [institutions, settings, accounts] = await Promise.all([findInstitutionNames(this.db), listInstitutionSettings(this.db), listInstitutionAccounts(this.db)]);
    const settingsById = new Map(settings.map((s) => [s.financialInstitutionId, s]));
    return institutions.map((institution) =>
      settingsView(
        institution,
        settingsById.get(institution.financialInstitutionId),
        accounts.filter((a) => a.holder.financialInstitutionId === institution.financialInstitutionId),
      ),
    );
  }

  /**
   * One institution's bank settings and receiving accounts.
   *
   * Errors: `NotFound` (no institution with that id).
   */
  async institution(institutionId: string): Promise<InstitutionBankSettings> {
    return this.readInstitution(this.db, institutionId);
  }

  /**
   * Sets how an institution's payment files are written: the form of its GBP
   * account and the pain.001 version (each left as it is when not given).
   *
   * Errors: `NotFound` (no institution with that id), `Conflict` (the BBAN or
   * IBAN form for an institution whose GBP receiving account has no IBAN: set
   * the account's IBAN first).
   */
  async setInstitutionSettings(
    institutionId: string,
    changes: { ukAccountForm?: UkAccountForm; pain001Version?: Pain001Version },
    audit?: AuditRecorder,
  ): Promise<InstitutionBankSettings> {
    return this.db.transaction().execute(async (trx) => {
      await lockBankingWrites(trx);
      const { before, ukAccountForm, pain001Version } = await this.settingsChange(trx, institutionId, changes);
      await upsertInstitutionSettings(trx, institutionId, ukAccountForm, pain001Version, this.clock.now());
      const after = await this.readInstitution(trx, institutionId);
      await audit?.(trx, {
        objectType: 'institution-bank-settings',
        objectId: institutionId,
        before: { ukAccountForm: before.ukAccountForm, pain001Version: before.pain001Version },
        after: { ukAccountForm: after.ukAccountForm, pain001Version: after.pain001Version },
      });
      return after;
    });
  }

  /**
   * What `setInstitutionSettings` would do, checked as it would check it, writing nothing.
   *
   * Errors: as `setInstitutionSettings`.
   */
  async previewInstitutionSettings(institutionId: string, changes: { ukAccountForm?: UkAccountForm; pain001Version?: Pain001Version }): Promise<SettingsChange> {
    return this.settingsChange(this.db, institutionId, changes);
  }

  private async settingsChange(db: Db, institutionId: string, changes: { ukAccountForm?: UkAccountForm; pain001Version?: Pain001Version }): Promise<SettingsChange> {
    const before = await this.readInstitution(db, institutionId);
    const ukAccountForm = changes.ukAccountForm ?? before.ukAccountForm;
    const pain001Version = changes.pain001Version ?? before.pain001Version;
    const gbp = before.accounts.find((a) => a.currencyCode === 'GBP');
    if (ukAccountForm !== 'sort-code-and-number' && gbp && gbp.iban === null) {
      throw new AppError(
        'Conflict',
        `Institution ${institutionId}'s files cannot write its GBP account in the ${ukAccountForm} form: that account (${maskedAccount(gbp)}) has no IBAN. ` +
          `Set the account with its IBAN first (PUT /operator/institutions/${institutionId}/bank-accounts/GBP).`,
      );
    }
    return { before, ukAccountForm, pain001Version };
  }

  /**
   * Sets an institution's receiving account of a currency (replacing it whole).
   *
   * Errors: `NotFound` (no institution with that id), `ValidationFailed` (a
   * field the currency needs is missing, or a sort code, account number,
   * IBAN, BIC or acknowledgement date is not one; a GBP account without an
   * IBAN when the institution's files use the BBAN or IBAN form), `Conflict`
   * (another institution receives in that account, or it is the platform's
   * client-money account: an account has one holder).
   */
  async setInstitutionAccount(institutionId: string, currency: Currency, input: AccountWrite, audit?: AuditRecorder): Promise<InstitutionAccount> {
    return this.db.transaction().execute(async (trx) => {
      await lockBankingWrites(trx);
      const { before, details, acknowledgedOn } = await this.institutionAccountChange(trx, institutionId, currency, input);
      const sameAccount = before !== undefined && sameAccountAtBank(before, details);
      const after = await upsertInstitutionAccount(trx, institutionId, currency, details, acknowledgedOn, before !== undefined && !sameAccount, this.clock.now()).catch(
        (error: unknown) => {
          // Migration 038 holds what refuseShared checked, should anything have written around the lock.
          if ((error as { code?: unknown }).code === '23505') throw sharedAccountConflict({ kind: 'institution', financialInstitutionId: institutionId }, currency, details);
          throw error;
        },
      );
      await audit?.(trx, {
        objectType: 'institution-bank-account',
        objectId: `${institutionId}/${currency}`,
        before: before ? auditView(before) : null,
        after: auditView(after),
      });
      return after;
    });
  }

  /**
   * What `setInstitutionAccount` would do, checked as it would check it, writing nothing.
   *
   * Errors: as `setInstitutionAccount`.
   */
  async previewInstitutionAccount(institutionId: string, currency: Currency, input: AccountWrite): Promise<AccountChange<InstitutionAccount> & { institutionName: string }> {
    return this.institutionAccountChange(this.db, institutionId, currency, input);
  }

  private async institutionAccountChange(
    db: Db,
    institutionId: string,
    currency: Currency,
    input: AccountWrite,
  ): Promise<AccountChange<InstitutionAccount> & { institutionName: string }> {
    const acknowledgement = this.acknowledgementDate(input.acknowledgementCountersignedOn, 'acknowledgementCountersignedOn');
    const institution = await this.readInstitution(db, institutionId);
    const details = accountDetailsFrom(currency, input, `Institution ${institutionId}'s ${currency} receiving account has invalid fields`, {
      ibanRequired: institution.ukAccountForm !== 'sort-code-and-number',
    });
    await refuseShared(db, { kind: 'institution', financialInstitutionId: institutionId }, currency, details);
    const before = institution.accounts.find((a) => a.currencyCode === currency);
    const sameAccount = before !== undefined && sameAccountAtBank(before, details);
    const acknowledgedOn = acknowledgement !== undefined ? acknowledgement : sameAccount ? before.acknowledgementCountersignedOn : null;
    return { before, details, acknowledgedOn, institutionName: institution.financialInstitutionName };
  }

  /**
   * An institution's receiving account as it is, checked for a new
   * acknowledgement date as `setInstitutionAcknowledgement` would check it.
   *
   * Errors: as `setInstitutionAcknowledgement`.
   */
  async previewInstitutionAcknowledgement(
    institutionId: string,
    currency: Currency,
    countersignedOn: string | null,
  ): Promise<{ account: InstitutionAccount; institutionName: string }> {
    this.acknowledgementDate(countersignedOn, 'countersignedOn');
    const institution = await this.readInstitution(this.db, institutionId);
    const account = institution.accounts.find((a) => a.currencyCode === currency);
    if (!account) throw AppError.notFound(`Institution ${institutionId}'s ${currency} receiving account`);
    return { account, institutionName: institution.financialInstitutionName };
  }

  /**
   * Sets (a date) or clears (null) the date the bank countersigned the
   * acknowledgement letter of an institution's receiving account.
   *
   * Errors: `ValidationFailed` (not a date YYYY-MM-DD, before 1990 or after
   * today), `NotFound` (no institution with that id, or it has no receiving
   * account in that currency).
   */
  async setInstitutionAcknowledgement(institutionId: string, currency: Currency, countersignedOn: string | null, audit?: AuditRecorder): Promise<InstitutionAccount> {
    const date = this.acknowledgementDate(countersignedOn, 'countersignedOn') ?? null;
    return this.db.transaction().execute(async (trx) => {
      await lockBankingWrites(trx);
      const institution = await this.readInstitution(trx, institutionId);
      const before = institution.accounts.find((a) => a.currencyCode === currency);
      const after = before && (await updateInstitutionAcknowledgement(trx, institutionId, currency, date, this.clock.now()));
      if (!before || !after) throw AppError.notFound(`Institution ${institutionId}'s ${currency} receiving account`);
      await audit?.(trx, { objectType: 'institution-bank-account', objectId: `${institutionId}/${currency}`, before: auditView(before), after: auditView(after) });
      return after;
    });
  }

  /**
   * Whether no account at all is set yet, the platform's or an institution's
   * (the sandbox seeds only such a setup, so a restart keeps the operator's).
   *
   * Errors: none.
   */
  async hasNoAccounts(): Promise<boolean> {
    return !(await anyBankAccountSet(this.db));
  }

  /** One after the other: inside a transaction, its statements run on its one connection anyway. */
  private async readInstitution(db: Db, institutionId: string): Promise<InstitutionBankSettings> {
    const [institution] = await findInstitutionNames(db, [institutionId]);
    if (!institution) throw AppError.notFound(`Institution ${institutionId}`);
    const settings = await findInstitutionSettings(db, institutionId);
    return settingsView(institution, settings, await listInstitutionAccounts(db, institutionId));
  }

  /** The date as given (undefined: not given; null: cleared), refused unless a real date from 1990 to today. */
  private acknowledgementDate(value: string | null | undefined, field: string): string | null | undefined {
    if (value === undefined || value === null) return value;
    const shown = JSON.stringify(value.slice(0, 20));
    if (!isBusinessDate(value)) throw AppError.validation([{ field, reason: 'format' }], `${field} ${shown} is not a date YYYY-MM-DD.`);
    const today = toBusinessDate(this.clock.now());
    if (value > today || value < EARLIEST_ACKNOWLEDGEMENT) {
      throw AppError.validation(
        [{ field, reason: 'range' }],
        value > today
          ? `${field} ${value} is after today (${today}): give the date the bank countersigned the letter, once it has.`
          : `${field} ${value} is before ${EARLIEST_ACKNOWLEDGEMENT}: give the date the bank countersigned the letter.`,
      );
    }
    return value;
  }
}

/**
 * Refuses an account that another holder has in the currency (the same sort
 * code and number, or the same IBAN): an account has one holder on the
 * platform, for its statements are booked to that holder.
 */
async function refuseShared(db: Db, holder: AccountHolder, currency: Currency, details: BankAccountDetails): Promise<void> {
  const other = (await findAccountsNamed(db, currency, details)).find((a) =>
    a.holder.kind === 'hub' ? holder.kind !== 'hub' : holder.kind === 'hub' || a.holder.financialInstitutionId !== holder.financialInstitutionId,
  );
  if (other) throw sharedAccountConflict(holder, currency, details, other.holder);
}

function sharedAccountConflict(holder: AccountHolder, currency: Currency, details: BankAccountDetails, other?: AccountHolder): AppError {
  const title = accountTitle(holder, currency);
  const whose = other ? `that is ${accountTitle(other, currency)}` : 'another institution receives in it';
  const why =
    holder.kind === 'institution' && other?.kind !== 'hub'
      ? 'No two institutions share a receiving account: its statements would be booked to one of them.'
      : "The platform's client-money account and an institution's receiving account are never the same account: its statements would be booked to one of them.";
  return new AppError('Conflict', `${title.charAt(0).toUpperCase()}${title.slice(1)} cannot be ${maskedAccount(details)}: ${whose}. ${why}`);
}

function settingsView(
  institution: { financialInstitutionId: string; name: string },
  settings: { ukAccountForm: UkAccountForm; pain001Version: Pain001Version; updatedAt: Date } | undefined,
  accounts: InstitutionAccount[],
): InstitutionBankSettings {
  return {
    financialInstitutionId: institution.financialInstitutionId,
    financialInstitutionName: institution.name,
    ukAccountForm: settings?.ukAccountForm ?? DEFAULT_UK_ACCOUNT_FORM,
    pain001Version: settings?.pain001Version ?? DEFAULT_PAIN001_VERSION,
    settingsUpdatedAt: settings?.updatedAt ?? null,
    accounts: [...accounts].sort((a, b) => CURRENCY_ORDER.indexOf(a.currencyCode) - CURRENCY_ORDER.indexOf(b.currencyCode)),
  };
}

/** What the audit log keeps of an account: everything but when it was written (the entry says when). */
function auditView(account: BankAccount | HubAccount) {
  const { holder, updatedAt: _updatedAt, ...rest } = account;
  return { account: accountTitle(holder, account.currencyCode), ...rest };
}
