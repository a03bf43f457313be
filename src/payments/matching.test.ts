/**
 * The matcher of docs/design/bank-side.md#124-matching-statement-entries: each rule in its order, NOTPROVIDED as absent, an ambiguous rule matching nothing,
 * and an entry quoting a known reference matched only to a movement that reference names.
 */
import { describe, expect, it } from 'vitest';
import { type EntryToMatch, type ExpectedMovement, matchEntry as matchWith, present, quotedReferences } from './matching.js';

const movement = (id: string, overrides: Partial<ExpectedMovement> = {}): ExpectedMovement => ({
  id,
  amountMinor: 100_00n,
  currency: 'GBP',
  expectedDate: '2026-11-26',
  ...overrides,
});

const entry = (overrides: Partial<EntryToMatch> = {}): EntryToMatch => ({ amountMinor: 100_00n, currency: 'GBP', ...overrides });

/** Matched against open movements only: no movement of the past, so only the open ones' references are known. */
const matchEntry = (e: EntryToMatch, expected: ExpectedMovement[]) => matchWith(e, expected, new Set());

describe('matchEntry', () => {
  it('matches nothing in an empty list', () => {
    expect(matchEntry(entry({ endToEndId: 'E2E-1', bookingDate: '2026-11-26' }), [])).toBeUndefined();
  });

  it('rule 1: the EndToEndId, before any other rule and whatever the amount', () => {
    const byDate = movement('by-date');
    const byE2e = movement('by-e2e', { endToEndId: 'E2E-1', amountMinor: 999n, expectedDate: '2026-01-01' });
    expect(matchEntry(entry({ endToEndId: 'E2E-1', bookingDate: '2026-11-26' }), [byDate, byE2e])).toEqual({ movement: byE2e, rule: 'endToEndId' });
  });

  it('rule 2: the PmtInfId with the amount, not with another amount', () => {
    const m = movement('pmt', { paymentInformationId: 'PMT-1', expectedDate: '2026-01-01' });
    expect(matchEntry(entry({ paymentInformationId: 'PMT-1' }), [m])).toEqual({ movement: m, rule: 'paymentInformationIdAndAmount' });
    expect(matchEntry(entry({ paymentInformationId: 'PMT-1', amountMinor: 100_01n }), [m])).toBeUndefined();
    expect(matchEntry(entry({ paymentInformationId: 'PMT-1', currency: 'EUR' }), [m])).toBeUndefined();
  });

  it('rule 3: remittance, amount and counterparty account together (the account compared without spaces or case)', () => {
    const m = movement('rmt', { remittance: 'BATCH 77', counterpartyAccount: '60161310000077', expectedDate: '2026-01-01' });
    expect(matchEntry(entry({ remittance: 'BATCH 77', counterpartyAccount: '601613 1000 0077' }), [m])).toEqual({ movement: m, rule: 'remittanceAmountAndCounterparty' });
    expect(matchEntry(entry({ remittance: 'BATCH 77', counterpartyAccount: '60161310000078' }), [m])).toBeUndefined();
    expect(matchEntry(entry({ remittance: 'BATCH 77' }), [m])).toBeUndefined();
    expect(matchEntry(entry({ remittance: 'BATCH 78', counterpartyAccount: '60161310000077' }), [m])).toBeUndefined();
  });

  it("rule 3 without a counterparty account where the movement names none (a partner's payment), and with the reference as a word of the remittance", () => {
    const m = movement('partner', { remittance: 'B6F1C2A9E3B4D4E5F8', expectedDate: '2026-01-01' });
    expect(matchEntry(entry({ remittance: 'B6F1C2A9E3B4D4E5F8' }), [m])).toEqual({ movement: m, rule: 'remittanceAmountAndCounterparty' });
    expect(matchEntry(entry({ remittance: 'DEPOSITS B6F1C2A9E3B4D4E5F8 MARCH', counterpartyAccount: '60161310000077' }), [m])?.movement.id).toBe('partner');
    expect(matchEntry(entry({ remittance: 'B6F1C2A9E3B4D4E5F8', amountMinor: 99_99n }), [m])).toBeUndefined();
    expect(matchEntry(entry({ remittance: 'XB6F1C2A9E3B4D4E5F8' }), [m])).toBeUndefined();
  });

  it('rule 4: the amount and a booking date within one business day of the expected date', () => {
    // Friday 2026-11-27 expected; Monday 2026-11-30 is the next working day; Tuesday is two.
    const m = movement('date', { expectedDate: '2026-11-27' });
    expect(matchEntry(entry({ bookingDate: '2026-11-27' }), [m])).toEqual({ movement: m, rule: 'amountAndDate' });
    expect(matchEntry(entry({ bookingDate: '2026-11-30' }), [m])).toEqual({ movement: m, rule: 'amountAndDate' });
    expect(matchEntry(entry({ bookingDate: '2026-11-26' }), [m])).toEqual({ movement: m, rule: 'amountAndDate' });
    expect(matchEntry(entry({ bookingDate: '2026-12-01' }), [m])).toBeUndefined();
    expect(matchEntry(entry({ bookingDate: '2026-11-25' }), [m])).toBeUndefined();
    expect(matchEntry(entry({ bookingDate: '2026-11-30', amountMinor: 1n }), [m])).toBeUndefined();
  });

  it('an earlier rule wins over a later one', () => {
    const byDate = movement('by-date', { expectedDate: '2026-11-26' });
    const byPmtInf = movement('by-pmtinf', { paymentInformationId: 'PMT-9', expectedDate: '2025-01-01' });
    expect(matchEntry(entry({ paymentInformationId: 'PMT-9', bookingDate: '2026-11-26' }), [byDate, byPmtInf])?.movement.id).toBe('by-pmtinf');
  });

  it('counts NOTPROVIDED (any case) and blanks as absent: they match nothing, so the next rule decides', () => {
    expect(present('NOTPROVIDED')).toBeUndefined();
    expect(present(' notprovided ')).toBeUndefined();
    expect(present('  ')).toBeUndefined();
    expect(present('E2E-1')).toBe('E2E-1');
    const notProvided = movement('np', { endToEndId: 'NOTPROVIDED', paymentInformationId: 'NOTPROVIDED', remittance: 'NOTPROVIDED', expectedDate: '2025-01-01' });
    const other = movement('other', { amountMinor: 5n, expectedDate: '2026-11-26' });
    expect(
      matchEntry(entry({ endToEndId: 'NOTPROVIDED', paymentInformationId: 'NOTPROVIDED', remittance: 'NOTPROVIDED', counterpartyAccount: 'X' }), [notProvided, other]),
    ).toBeUndefined();
    // With the date rule it does match, by date only.
    expect(matchEntry(entry({ endToEndId: 'NOTPROVIDED', bookingDate: '2025-01-01' }), [notProvided, other])).toEqual({ movement: notProvided, rule: 'amountAndDate' });
  });

  it('an entry quoting a known reference matches only a movement that reference names, never another by amount and date', () => {
    // P's batch was matched already (its reference is known, its movement no longer open); Y's of the same amount is open.
    const known = new Set(['BPPPPPPPPPPPPPPPPP']);
    const y = movement('y', { endToEndId: 'BYYYYYYYYYYYYYYYYY', remittance: 'BYYYYYYYYYYYYYYYYY', expectedDate: '2026-11-26' });
    for (const quoting of [
      { endToEndId: 'BPPPPPPPPPPPPPPPPP' },
      { remittance: 'BPPPPPPPPPPPPPPPPP' },
      { endToEndId: 'NOTPROVIDED', remittance: 'PAYMENT BPPPPPPPPPPPPPPPPP' },
      { paymentInformationId: 'BPPPPPPPPPPPPPPPPP' },
    ]) {
      expect(matchWith(entry({ ...quoting, bookingDate: '2026-11-26' }), [y], known)).toBeUndefined();
    }
    // The same credit quoting no reference, or one that names nothing, is Y's by amount and date (the only candidate).
    expect(matchWith(entry({ bookingDate: '2026-11-26' }), [y], known)).toEqual({ movement: y, rule: 'amountAndDate' });
    expect(matchWith(entry({ remittance: 'WHO KNOWS', bookingDate: '2026-11-26' }), [y], known)).toEqual({ movement: y, rule: 'amountAndDate' });
    // A reference of an open movement is known too: a wrong amount quoting it matches nothing, not another movement by date.
    const other = movement('other', { amountMinor: 50_00n, expectedDate: '2026-11-26' });
    expect(matchWith(entry({ remittance: 'BYYYYYYYYYYYYYYYYY', amountMinor: 50_00n, bookingDate: '2026-11-26' }), [y, other], new Set())).toBeUndefined();
  });

  it('amount and date with two or more candidates match nothing', () => {
    const a = movement('a', { remittance: 'BAAAAAAAAAAAAAAAAA' });
    const b = movement('b', { remittance: 'BBBBBBBBBBBBBBBBBB', expectedDate: '2026-11-27' });
    expect(matchEntry(entry({ bookingDate: '2026-11-26' }), [a, b])).toBeUndefined();
    expect(matchEntry(entry({ remittance: 'UNKNOWN 1', bookingDate: '2026-11-26' }), [a, b])).toBeUndefined();
  });

  it('quotedReferences: the EndToEndId, PmtInfId, remittance and each word of it, once each, NOTPROVIDED left out', () => {
    expect(quotedReferences(entry({ endToEndId: 'E2E-1', paymentInformationId: 'NOTPROVIDED', remittance: ' B1  E2E-1 notprovided ' }))).toEqual([
      'E2E-1',
      'B1  E2E-1 notprovided',
      'B1',
    ]);
    expect(quotedReferences(entry())).toEqual([]);
  });

  it('rule 3 on a reference split over two Ustrd lines: the lines joined with nothing between them as well as with a space', () => {
    const m = movement('split', { remittance: 'B6F1C2A9E3B4D4E5F8', expectedDate: '2026-01-01' });
    // A bank cuts Ustrd at its own width: the reference runs over from one line to the next.
    expect(matchEntry(entry({ remittance: 'DEPOSITS B6F1C2A9\nE3B4D4E5F8' }), [m])).toEqual({ movement: m, rule: 'remittanceAmountAndCounterparty' });
    expect(matchEntry(entry({ remittance: 'DEPOSITS B6F1C2A9E3 \n B4D4E5F8' }), [m])?.movement.id).toBe('split');
    // Joined with a space too: a reference whole on its own line, or one per line.
    expect(matchEntry(entry({ remittance: 'DEPOSITS MARCH\nB6F1C2A9E3B4D4E5F8' }), [m])?.movement.id).toBe('split');
    expect(matchEntry(entry({ remittance: 'B6F1C2A9E3\nB4D4E5F9' }), [m])).toBeUndefined();
    expect(quotedReferences(entry({ remittance: 'SAVINGS 0000\n01' }))).toEqual(['SAVINGS 0000 01', 'SAVINGS 000001', 'SAVINGS', '0000', '01', '000001']);
  });

  it('rule 3 on a structured reference (Strd: CdtrRefInf/Ref, RfrdDocInf/Nb) as on an unstructured one', () => {
    const m = movement('strd', { remittance: 'B6F1C2A9E3B4D4E5F8', expectedDate: '2026-01-01' });
    expect(matchEntry(entry({ structuredRemittance: ['B6F1C2A9E3B4D4E5F8'] }), [m])).toEqual({ movement: m, rule: 'remittanceAmountAndCounterparty' });
    expect(matchEntry(entry({ remittance: 'DEPOSITS MARCH', structuredRemittance: ['INV-1', 'B6F1C2A9E3B4D4E5F8'] }), [m])?.movement.id).toBe('strd');
    expect(matchEntry(entry({ structuredRemittance: ['B6F1C2A9E3B4D4E5F8'], amountMinor: 99_99n }), [m])).toBeUndefined();
    // Known: a structured reference quoting a matched movement's reference picks nothing by amount and date.
    const byDate = movement('by-date', { expectedDate: '2026-11-26' });
    const known = new Set(['BKNOWNKNOWNKNOWN00']);
    expect(matchWith(entry({ structuredRemittance: ['BKNOWNKNOWNKNOWN00'], bookingDate: '2026-11-26' }), [byDate], known)).toBeUndefined();
    expect(quotedReferences(entry({ structuredRemittance: ['RF18539007547034', 'NOTPROVIDED'] }))).toEqual(['RF18539007547034']);
  });

  it('matches nothing when a rule fits more than one movement', () => {
    const a = movement('a');
    const b = movement('b');
    expect(matchEntry(entry({ bookingDate: '2026-11-26' }), [a, b])).toBeUndefined();
    expect(matchEntry(entry({ endToEndId: 'E2E-2', bookingDate: '2026-11-26' }), [a, b, movement('c', { endToEndId: 'E2E-2' })])?.movement.id).toBe('c');
  });
});
