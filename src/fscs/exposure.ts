/**
 * A client's FSCS exposure (docs/design/fscs-limits-calendar.md, docs/fscs.md), computed from its
 * holdings per institution: one row per banking group and currency. Pure:
 * the endpoint and deposit processing judge by these same functions.
 *
 * - Exposure counts only institutions whose isFscsProtected is true:
 *   settled balances + accrued interest not yet posted + deposits pending.
 * - The limit is sterling: GBP rows are judged against it; EUR and USD rows
 *   show their amounts unconverted, with the limit's figures null.
 * - A client that is not eligible (a company whose profile says
 *   fscsEligible: false) has every row unprotected.
 * - Accrued interest is exact (fractions of a penny) until the limit is
 *   compared: the group's exposure rounds the sum of its exact interest
 *   half-up to the penny once (the rule of src/interest/), and each
 *   institution shows its own interest rounded the same way.
 */
import { InterestDecimal, roundHalfUpToMinor } from '../interest/interest.js';
import type { HoldingRow } from './holdings.js';

/** The currency the limit is set in; the platform converts nothing. */
export const LIMIT_CURRENCY = 'GBP';

export type Protection = 'Protected' | 'Unprotected' | 'NotConverted';

export interface InstitutionExposure {
  financialInstitutionId: string;
  financialInstitutionName: string;
  isFscsProtected: boolean;
  balanceMinor: bigint;
  interestAccruedMinor: bigint;
  pendingMinor: bigint;
}

export interface GroupExposure {
  groupId: string;
  currencyCode: string;
  protection: Protection;
  institutions: InstitutionExposure[];
  /** What counts toward the limit: the protected institutions' balances, interest (rounded once) and pending deposits. */
  exposureMinor: bigint;
  judged: Judgement | null;
}

export interface Judgement {
  limitMinor: bigint;
  protectedMinor: bigint;
  overMinor: bigint;
  headroomMinor: bigint;
}

/**
 * An exposure against the limit: protected = min(exposure, limit); over and headroom never negative.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function judge(exposureMinor: bigint, limitMinor: bigint): Judgement {
  return {
    limitMinor,
    protectedMinor: exposureMinor < limitMinor ? exposureMinor : limitMinor,
    overMinor: exposureMinor > limitMinor ? exposureMinor - limitMinor : 0n,
    headroomMinor: exposureMinor < limitMinor ? limitMinor - exposureMinor : 0n,
  };
}

/**
 * Balances + exact interest + pending of the protected institutions among the holdings, the interest rounded half-up once.
 *
 * Errors: none (no `AppError`, no rejection reason).
 */
export function exposureOf(holdings: readonly Pick<HoldingRow, 'isFscsProtected' | 'balanceMinor' | 'accruedInterest' | 'pendingMinor'>[]): bigint {
  let money = 0n;
  let interest = new InterestDecimal(0);
  for (const h of holdings) {
    if (!h.isFscsProtected) continue;
    money += h.balanceMinor + h.pendingMinor;
    interest = interest.plus(h.accruedInterest);
  }
  return money + roundHalfUpToMinor(interest);
}

/** One client's holdings (ordered by group, currency, institution) as rows per group and currency. */
export function groupExposures(holdings: readonly HoldingRow[], options: { eligible: boolean; limitMinor: bigint | null }): GroupExposure[] {
  const byKey = new Map<string, HoldingRow[]>();
  for (const h of holdings) {
    const key = `${h.groupId}#${h.currencyCode}`;
    byKey.set(key, [...(byKey.get(key) ?? []), h]);
  }
  return [...byKey.values()].map((rows) => {
    const { groupId, currencyCode } = rows[0];
    const anyProtected = options.eligible && rows.some((r) => r.isFscsProtected);
    const protection: Protection = !anyProtected ? 'Unprotected' : currencyCode === LIMIT_CURRENCY ? 'Protected' : 'NotConverted';
    const exposureMinor = anyProtected ? exposureOf(rows) : 0n;
    return {
      groupId,
      currencyCode,
      protection,
      institutions: rows.map((r) => ({
        financialInstitutionId: r.financialInstitutionId,
        financialInstitutionName: r.financialInstitutionName,
        isFscsProtected: r.isFscsProtected,
        balanceMinor: r.balanceMinor,
        interestAccruedMinor: roundHalfUpToMinor(r.accruedInterest),
        pendingMinor: r.pendingMinor,
      })),
      exposureMinor,
      judged: protection === 'Protected' && options.limitMinor !== null ? judge(exposureMinor, options.limitMinor) : null,
    };
  });
}
