/**
 * The banking context's SQL: the platform's client-money accounts (one per
 * currency), each institution's bank settings and receiving accounts. Only
 * this file reads or writes those tables.
 */
import { sql, type Selectable } from 'kysely';
import type { Db, Tx } from '../database.js';
import type { BankingTables } from './banking.tables.js';
import type { BankAccountDetails, Currency, HubAccount, HubFileSettings, InstitutionAccount, Pain001Version, StatementRead, UkAccountForm } from './bank-accounts.js';

type HubRow = Selectable<BankingTables['hub_bank_accounts']>;
type InstitutionAccountRow = Selectable<BankingTables['institution_bank_accounts']>;

export interface InstitutionSettingsRow {
  financialInstitutionId: string;
  ukAccountForm: UkAccountForm;
  pain001Version: Pain001Version;
  updatedAt: Date;
}

function detailsOf(row: HubRow | InstitutionAccountRow): BankAccountDetails {
  return { accountName: row.account_name, bankName: row.bank_name, sortCode: row.sort_code, accountNumber: row.account_number, iban: row.iban, bic: row.bic };
}

/** The last statement read, when one was (all five columns are set together). */
function statementReadOf(row: HubRow | InstitutionAccountRow): StatementRead | null {
  return row.last_statement_id !== null &&
    row.last_statement_sequence_number !== null &&
    row.last_statement_closing_balance_minor !== null &&
    row.last_statement_closing_date !== null &&
    row.last_statement_read_at !== null
    ? {
        statementId: row.last_statement_id,
        sequenceNumber: BigInt(row.last_statement_sequence_number),
        closingBalanceMinor: BigInt(row.last_statement_closing_balance_minor),
        closingDate: row.last_statement_closing_date,
        readAt: row.last_statement_read_at,
      }
    : null;
}

function hubOf(row: HubRow): HubAccount {
  return {
    holder: { kind: 'hub' },
    currencyCode: row.currency_code,
    ...detailsOf(row),
    acknowledgementCountersignedOn: row.acknowledgement_countersigned_on,
    updatedAt: row.updated_at,
    lastStatementRead: statementReadOf(row),
    ...fileSettingsOf(row),
  };
}

/** Migration 044's columns as settings. */
function fileSettingsOf(row: HubRow): HubFileSettings {
  return {
    initiatingPartyId: row.initiating_party_id,
    ukPaymentScheme: row.uk_payment_scheme,
    postalAddress:
      row.address_country === null
        ? null
        : {
            country: row.address_country,
            townName: row.address_town_name,
            postCode: row.address_post_code,
            addressLines: [row.address_line_1, row.address_line_2].filter((line): line is string => line !== null),
          },
    sameDayCutOffUtc: row.same_day_cut_off_utc,
  };
}

function fileSettingColumns(settings: HubFileSettings) {
  return {
    initiating_party_id: settings.initiatingPartyId,
    uk_payment_scheme: settings.ukPaymentScheme,
    address_country: settings.postalAddress?.country ?? null,
    address_town_name: settings.postalAddress?.townName ?? null,
    address_post_code: settings.postalAddress?.postCode ?? null,
    address_line_1: settings.postalAddress?.addressLines[0] ?? null,
    address_line_2: settings.postalAddress?.addressLines[1] ?? null,
    same_day_cut_off_utc: settings.sameDayCutOffUtc,
  };
}

function institutionAccountOf(row: InstitutionAccountRow): InstitutionAccount {
  return {
    holder: { kind: 'institution', financialInstitutionId: row.financial_institution_id },
    currencyCode: row.currency_code,
    ...detailsOf(row),
    acknowledgementCountersignedOn: row.acknowledgement_countersigned_on,
    updatedAt: row.updated_at,
    lastStatementRead: statementReadOf(row),
  };
}

/** An account's last statement read, cleared: the account at the bank changed, so the old account's no longer says where the next starts. */
const NO_STATEMENT_READ = {
  last_statement_id: null,
  last_statement_sequence_number: null,
  last_statement_closing_balance_minor: null,
  last_statement_closing_date: null,
  last_statement_read_at: null,
};

function detailColumns(details: BankAccountDetails) {
  return {
    account_name: details.accountName,
    bank_name: details.bankName,
    sort_code: details.sortCode,
    account_number: details.accountNumber,
    iban: details.iban,
    bic: details.bic,
  };
}

/**
 * Serialises the operator's writes of bank details (one transaction-scoped
 * lock for the whole context: they are rare), so that a first creation read
 * as "none before" by two writers is audited truly. Per schema, so test files
 * sharing one PostgreSQL do not wait on each other.
 */
export async function lockBankingWrites(trx: Tx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':banking-writes'))`.execute(trx);
}

// ---------------------------------------------------------------- the platform's accounts

/** The platform's accounts, GBP, EUR, USD in that order (those that are set). */
export async function listHubAccounts(db: Db): Promise<HubAccount[]> {
  const rows = await db.selectFrom('hub_bank_accounts').selectAll().execute();
  const order: Currency[] = ['GBP', 'EUR', 'USD'];
  return rows.map(hubOf).sort((a, b) => order.indexOf(a.currencyCode) - order.indexOf(b.currencyCode));
}

export async function findHubAccount(db: Db, currency: Currency): Promise<HubAccount | undefined> {
  const row = await db.selectFrom('hub_bank_accounts').selectAll().where('currency_code', '=', currency).executeTakeFirst();
  return row && hubOf(row);
}

/** The account of a currency, locked for the caller's change. */
export async function findHubAccountForUpdate(trx: Tx, currency: Currency): Promise<HubAccount | undefined> {
  const row = await trx.selectFrom('hub_bank_accounts').selectAll().where('currency_code', '=', currency).forUpdate().executeTakeFirst();
  return row && hubOf(row);
}

/**
 * Writes the account of a currency. `resetStatement`: the account at the bank
 * changed, so the last statement read (the old account's) no longer says
 * where the next one starts.
 */
export async function upsertHubAccount(
  trx: Tx,
  currency: Currency,
  details: BankAccountDetails,
  settings: HubFileSettings,
  acknowledgedOn: string | null,
  resetStatement: boolean,
  now: Date,
): Promise<HubAccount> {
  const values = { ...detailColumns(details), ...fileSettingColumns(settings), acknowledgement_countersigned_on: acknowledgedOn, updated_at: now };
  const row = await trx
    .insertInto('hub_bank_accounts')
    .values({ currency_code: currency, ...values })
    .onConflict((oc) => oc.column('currency_code').doUpdateSet(resetStatement ? { ...values, ...NO_STATEMENT_READ } : values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return hubOf(row);
}

/** Sets or clears the acknowledgement date; undefined when the currency has no account. */
export async function updateHubAcknowledgement(trx: Tx, currency: Currency, acknowledgedOn: string | null, now: Date): Promise<HubAccount | undefined> {
  const row = await trx
    .updateTable('hub_bank_accounts')
    .set({ acknowledgement_countersigned_on: acknowledgedOn, updated_at: now })
    .where('currency_code', '=', currency)
    .returningAll()
    .executeTakeFirst();
  return row && hubOf(row);
}

export interface StatementToRecord {
  currencyCode: Currency;
  /** The account the statement is for, normalised: an IBAN, or sort code and account number as 14 digits. */
  accountIdentifier: string;
  statementId: string;
  sequenceNumber: bigint;
  closingBalanceMinor: bigint;
  closingDate: string;
}

/** The columns a statement read sets. */
function statementReadColumns(statement: StatementToRecord, now: Date) {
  return {
    last_statement_id: statement.statementId,
    last_statement_sequence_number: statement.sequenceNumber,
    last_statement_closing_balance_minor: statement.closingBalanceMinor,
    last_statement_closing_date: statement.closingDate,
    last_statement_read_at: now,
  };
}

/**
 * Records the statement as the account's last read, guarded: only on the
 * account it names (the client-money account of its currency, or an
 * institution's receiving account in it), and only forward (a higher
 * sequence number, a closing date not earlier). Undefined when the guard
 * refused (the caller reads why).
 */
export async function recordStatementIfForward(trx: Tx, statement: StatementToRecord, now: Date): Promise<HubAccount | InstitutionAccount | undefined> {
  // The account the statement names, whose last read is older.
  const namedAndForward = sql<boolean>`(iban = ${statement.accountIdentifier} OR sort_code || account_number = ${statement.accountIdentifier})
    AND (last_statement_sequence_number IS NULL
      OR (last_statement_sequence_number < ${statement.sequenceNumber} AND last_statement_closing_date <= ${statement.closingDate}::date))`;
  const hub = await trx
    .updateTable('hub_bank_accounts')
    .set(statementReadColumns(statement, now))
    .where('currency_code', '=', statement.currencyCode)
    .where(namedAndForward)
    .returningAll()
    .executeTakeFirst();
  if (hub) return hubOf(hub);
  const institution = await trx
    .updateTable('institution_bank_accounts')
    .set(statementReadColumns(statement, now))
    .where('currency_code', '=', statement.currencyCode)
    .where(namedAndForward)
    .returningAll()
    .executeTakeFirst();
  return institution && institutionAccountOf(institution);
}

// ---------------------------------------------------------------- institutions

function settingsOf(row: Selectable<BankingTables['institution_bank_settings']>): InstitutionSettingsRow {
  return { financialInstitutionId: row.financial_institution_id, ukAccountForm: row.uk_account_form, pain001Version: row.pain001_version, updatedAt: row.updated_at };
}

export async function listInstitutionSettings(db: Db): Promise<InstitutionSettingsRow[]> {
  return (await db.selectFrom('institution_bank_settings').selectAll().execute()).map(settingsOf);
}

export async function findInstitutionSettings(db: Db, institutionId: string): Promise<InstitutionSettingsRow | undefined> {
  const row = await db.selectFrom('institution_bank_settings').selectAll().where('financial_institution_id', '=', institutionId).executeTakeFirst();
  return row && settingsOf(row);
}

export async function upsertInstitutionSettings(trx: Tx, institutionId: string, ukAccountForm: UkAccountForm, pain001Version: Pain001Version, now: Date): Promise<void> {
  await trx
    .insertInto('institution_bank_settings')
    .values({ financial_institution_id: institutionId, uk_account_form: ukAccountForm, pain001_version: pain001Version, updated_at: now })
    .onConflict((oc) => oc.column('financial_institution_id').doUpdateSet({ uk_account_form: ukAccountForm, pain001_version: pain001Version, updated_at: now }))
    .execute();
}

/** Every institution's receiving accounts, or one institution's. */
export async function listInstitutionAccounts(db: Db, institutionId?: string): Promise<InstitutionAccount[]> {
  let query = db.selectFrom('institution_bank_accounts').selectAll().orderBy('financial_institution_id').orderBy('currency_code');
  if (institutionId !== undefined) query = query.where('financial_institution_id', '=', institutionId);
  return (await query.execute()).map(institutionAccountOf);
}

export async function findInstitutionAccount(db: Db, institutionId: string, currency: Currency): Promise<InstitutionAccount | undefined> {
  const row = await db
    .selectFrom('institution_bank_accounts')
    .selectAll()
    .where('financial_institution_id', '=', institutionId)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return row && institutionAccountOf(row);
}

/**
 * The account of a currency a bank file names by `identifier` (as
 * `identifiersOf` writes them): the platform's client-money account, or an
 * institution's receiving account.
 */
export async function findAccountByIdentifier(db: Db, currency: Currency, identifier: string): Promise<HubAccount | InstitutionAccount | undefined> {
  const hub = await db
    .selectFrom('hub_bank_accounts')
    .selectAll()
    .where('currency_code', '=', currency)
    .where((eb) => eb.or([eb('iban', '=', identifier), eb(sql<string>`sort_code || account_number`, '=', identifier)]))
    .executeTakeFirst();
  if (hub) return hubOf(hub);
  const institution = await db
    .selectFrom('institution_bank_accounts')
    .selectAll()
    .where('currency_code', '=', currency)
    .where((eb) => eb.or([eb('iban', '=', identifier), eb(sql<string>`sort_code || account_number`, '=', identifier)]))
    .orderBy('financial_institution_id')
    .executeTakeFirst();
  return institution && institutionAccountOf(institution);
}

/**
 * The accounts of a currency, the platform's and the institutions', that are
 * the account these identifiers name: the same sort code and number, or the
 * same IBAN (as a statement names its account).
 */
export async function findAccountsNamed(
  db: Db,
  currency: Currency,
  account: Pick<BankAccountDetails, 'sortCode' | 'accountNumber' | 'iban'>,
): Promise<(HubAccount | InstitutionAccount)[]> {
  const { sortCode, accountNumber, iban } = account;
  if ((sortCode === null || accountNumber === null) && iban === null) return [];
  const named = sql<boolean>`((sort_code = ${sortCode} AND account_number = ${accountNumber}) OR iban = ${iban})`;
  // One after the other: inside a transaction, its statements share one connection.
  const hubs = await db.selectFrom('hub_bank_accounts').selectAll().where('currency_code', '=', currency).where(named).execute();
  const institutions = await db
    .selectFrom('institution_bank_accounts')
    .selectAll()
    .where('currency_code', '=', currency)
    .where(named)
    .orderBy('financial_institution_id')
    .execute();
  return [...hubs.map(hubOf), ...institutions.map(institutionAccountOf)];
}

export async function upsertInstitutionAccount(
  trx: Tx,
  institutionId: string,
  currency: Currency,
  details: BankAccountDetails,
  acknowledgedOn: string | null,
  resetStatement: boolean,
  now: Date,
): Promise<InstitutionAccount> {
  const values = { ...detailColumns(details), acknowledgement_countersigned_on: acknowledgedOn, updated_at: now };
  const row = await trx
    .insertInto('institution_bank_accounts')
    .values({ financial_institution_id: institutionId, currency_code: currency, ...values })
    .onConflict((oc) => oc.columns(['financial_institution_id', 'currency_code']).doUpdateSet(resetStatement ? { ...values, ...NO_STATEMENT_READ } : values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return institutionAccountOf(row);
}

export async function updateInstitutionAcknowledgement(
  trx: Tx,
  institutionId: string,
  currency: Currency,
  acknowledgedOn: string | null,
  now: Date,
): Promise<InstitutionAccount | undefined> {
  const row = await trx
    .updateTable('institution_bank_accounts')
    .set({ acknowledgement_countersigned_on: acknowledgedOn, updated_at: now })
    .where('financial_institution_id', '=', institutionId)
    .where('currency_code', '=', currency)
    .returningAll()
    .executeTakeFirst();
  return row && institutionAccountOf(row);
}

/** Whether any account, the platform's or an institution's, is set (the sandbox seeds only an empty setup). */
export async function anyBankAccountSet(db: Db): Promise<boolean> {
  const [hub, institution] = await Promise.all([
    db.selectFrom('hub_bank_accounts').select('currency_code').limit(1).executeTakeFirst(),
    db.selectFrom('institution_bank_accounts').select('currency_code').limit(1).executeTakeFirst(),
  ]);
  return hub !== undefined || institution !== undefined;
}
