/** The rules of a run (reconciliation.ts), pure: the internal breaks from a currency's position, and the statement rules' edges. */
import { describe, expect, it } from 'vitest';
import { type AccountToStatement, breaksOf, emptyPosition, type RunInputs } from './reconciliation.js';

const zero = emptyPosition('GBP');

function inputs(overrides: Partial<RunInputs>): RunInputs {
  return { asAt: '2026-03-05', transitClearedBy: '2026-03-03', currencies: [], accounts: [], overduePendingTransfers: [], transitAccounts: [], ...overrides };
}

describe('the internal reconciliation', () => {
  it('is clean when the resource covers the requirement and the difference is the house book', () => {
    // 1,000.00 deposited and placed; 5.00 interest posted to the client, 6.00 receivable, 1.00 margin; 5.00 of the interest already paid into placed.
    const position = { ...zero, depositAccountsMinor: 1_005_00n, placedMinor: -1_005_00n, marginIncomeMinor: 1_00n, interestReceivableMinor: -1_00n };
    expect(breaksOf(inputs({ currencies: [position] }))).toEqual([]);
  });

  it('names a shortfall with both figures and the amount short', () => {
    const position = { ...zero, depositAccountsMinor: 1_005_00n, placedMinor: -1_000_00n, interestReceivableMinor: -5_00n };
    const [shortfall, ...rest] = breaksOf(inputs({ currencies: [position] }));
    expect(shortfall).toMatchObject({ kind: 'shortfall', currencyCode: 'GBP', expectedMinor: 1_005_00n, actualMinor: 1_000_00n, differenceMinor: -5_00n });
    expect(shortfall.description).toContain('shortfall of 5.00 GBP');
    expect(rest).toEqual([]);
  });

  it('breaks ledger-mismatch when the sub-ledger disagrees with the control accounts; money partners owe is part of the identity', () => {
    const owes = { ...zero, depositAccountsMinor: 1_000_00n, hubMinor: -900_00n, placedMinor: -200_00n, partnerOwedMinor: 100_00n, partnerReceivableMinor: 0n };
    expect(breaksOf(inputs({ currencies: [owes] }))).toEqual([]);
    const partnerOwes = { ...zero, depositAccountsMinor: 1_000_00n, placedMinor: -900_00n, partnerReceivableMinor: -100_00n };
    expect(breaksOf(inputs({ currencies: [partnerOwes] })).map((b) => b.kind)).toEqual(['shortfall']);
    const mismatch = { ...zero, depositAccountsMinor: 1_000_01n, placedMinor: -1_000_00n };
    expect(breaksOf(inputs({ currencies: [mismatch] }))).toEqual([
      expect.objectContaining({ kind: 'shortfall', differenceMinor: -1n }),
      expect.objectContaining({ kind: 'ledger-mismatch', expectedMinor: 0n, actualMinor: -1n, differenceMinor: -1n }),
    ]);
  });
});

describe('the external reconciliation', () => {
  const hub: AccountToStatement = {
    accountCode: 'GBP:hub',
    currencyCode: 'GBP',
    role: 'hub',
    financialInstitutionId: null,
    accountIdentifiers: ['20000055779911'],
    bookBalanceMinor: 0n,
    hasMovements: false,
    statement: null,
  };

  it('needs no statement for a hub that never moved, nor for an institution with nothing placed; a hub that moved needs one', () => {
    const placed = { ...hub, accountCode: 'GBP:placed:INST', role: 'placed' as const, financialInstitutionId: 'INST', accountIdentifiers: [], hasMovements: true };
    expect(breaksOf(inputs({ accounts: [hub, placed] }))).toEqual([]);
    const moved = breaksOf(
      inputs({
        accounts: [
          { ...hub, hasMovements: true },
          { ...placed, bookBalanceMinor: -1n },
        ],
      }),
    );
    expect(moved.map((b) => `${b.kind} ${b.accountCode}`)).toEqual(['statement-missing GBP:hub', 'statement-missing GBP:placed:INST']);
    expect(moved[1].description).toContain('not set');
  });
});
