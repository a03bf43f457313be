/**
 * Products for tests, written straight into the 002 tables so tests of
 * instructions and batches do not depend on the seeded sandbox catalogue.
 */
import { randomBytes } from 'node:crypto';
import type { Platform } from '../src/composition/platform.js';

export interface TestProductOptions {
  type?: 'FixedTerm' | 'InstantAccess' | 'Notice';
  currency?: 'GBP' | 'EUR' | 'USD';
  termLength?: number;
  termUnit?: 'Day' | 'Month' | 'Year';
  noticeLength?: number;
  noticeUnit?: 'Day' | 'Month' | 'Year';
  ratePercent?: string;
  minimumMinor?: bigint;
  maximumMinor?: bigint;
  closed?: boolean;
  offeredToRoles?: string[];
  /** Versions of issue 1 (the last is current). */
  versions?: number;
}

export interface TestProduct {
  productId: string;
  issueNumber: number;
  currentVersion: number;
}

export async function newTestProduct(platform: Platform, options: TestProductOptions = {}): Promise<TestProduct> {
  const type = options.type ?? 'InstantAccess';
  const suffix = randomBytes(4).toString('hex');
  const institutionId = `FI-${suffix}`;
  const productId = `TEST-${type}-${suffix}`;
  const now = platform.clock.now();
  const db = platform.db;
  await db
    .insertInto('financial_institutions')
    .values({
      financial_institution_id: institutionId,
      financial_institution_version: 1,
      name: `Test Bank ${suffix}`,
      short_name: `TB${suffix}`,
      institution_type: 'Bank',
      group_id: `G-${suffix}`,
      payment_batch_cutoff_time_utc: '14:00',
      is_fscs_protected: true,
      is_sharia: false,
      country_code: 'GBR',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('products')
    .values({
      product_id: productId,
      financial_institution_id: institutionId,
      name: `Test ${type}`,
      product_term_type: type,
      term_length: type === 'FixedTerm' ? (options.termLength ?? 12) : 0,
      term_length_unit: type === 'FixedTerm' ? (options.termUnit ?? 'Month') : type === 'InstantAccess' ? 'NoTerm' : 'Day',
      notice_length: type === 'Notice' ? (options.noticeLength ?? 32) : 0,
      notice_length_unit: type === 'Notice' ? (options.noticeUnit ?? 'Day') : 'NoNotice',
      currency_code: options.currency ?? 'GBP',
      interest_paid_type: type === 'FixedTerm' ? 'AtMaturity' : 'Daily',
      interest_pays_plan: 'NoPaysPlan',
      interest_pays_frequency: type === 'FixedTerm' ? 'Month' : 'Month',
      offered_to_roles: options.offeredToRoles ?? [],
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  const versions = options.versions ?? 1;
  await db
    .insertInto('product_issues')
    .values({ product_id: productId, issue_number: 1, current_version: versions, margin_percent: '0.25', created_at: now, updated_at: now })
    .execute();
  for (let version = 1; version <= versions; version++) {
    await db
      .insertInto('product_issue_versions')
      .values({
        product_id: productId,
        issue_number: 1,
        version_number: version,
        rate_percent: options.ratePercent ?? '4.5',
        aer_percent: options.ratePercent ?? '4.5',
        deposit_minimum_minor: options.minimumMinor ?? 1_000_00n,
        deposit_maximum_minor: options.maximumMinor ?? 1_000_000_00n,
        is_closed_to_new_accounts: version === versions ? (options.closed ?? false) : false,
        created_at: now,
      })
      .execute();
  }
  return { productId, issueNumber: 1, currentVersion: versions };
}
