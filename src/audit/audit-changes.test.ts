/** The audit log's readable change: exact text for money and rates, only the fields that changed. */
import { describe, expect, it } from 'vitest';
import { majorUnitsText, percentText, readableChanges } from './audit-changes.js';

describe('readable audit changes', () => {
  it('writes minor units as major units with separators, exactly, at any size', () => {
    expect(majorUnitsText('0')).toBe('0.00');
    expect(majorUnitsText('5')).toBe('0.05');
    expect(majorUnitsText('-5')).toBe('-0.05');
    expect(majorUnitsText('123456')).toBe('1,234.56');
    expect(majorUnitsText('100000000')).toBe('1,000,000.00');
    expect(majorUnitsText('123456789012345678901')).toBe('1,234,567,890,123,456,789.01');
  });

  it('writes rates without trailing zeros', () => {
    expect(percentText('4.3500')).toBe('4.35%');
    expect(percentText('5.0000')).toBe('5%');
    expect(percentText('0.0125')).toBe('0.0125%');
    expect(percentText('3')).toBe('3%');
  });

  it('lists the fields that changed, money with the currency, rates as percentages, flags as yes/no', () => {
    const before = { currencyCode: 'GBP', version: 1, ratePercent: '4.3500', minimumMinor: '100000', isClosed: false, documents: [{ id: 'a' }] };
    const after = { currencyCode: 'GBP', version: 2, ratePercent: '4.5000', minimumMinor: '100000', isClosed: true, documents: [{ id: 'b' }] };
    expect(readableChanges(before, after)).toEqual([
      { field: 'version', before: '1', after: '2' },
      { field: 'ratePercent', before: '4.35%', after: '4.5%' },
      { field: 'isClosed', before: 'no', after: 'yes' },
      { field: 'documents', before: 'id: a', after: 'id: b', beforeItems: ['id: a'], afterItems: ['id: b'] },
    ]);
  });

  it("shows a changed list item by item, each as a value or an object's fields are shown, never as JSON (issue 46)", () => {
    const before = { currencyCode: 'GBP', documents: [{ documentType: 'KeyFacts', url: 'https://example.com/kf-1.pdf' }], tags: [] };
    const after = {
      currencyCode: 'GBP',
      documents: [
        { documentType: 'KeyFacts', url: 'https://example.com/kf-2.pdf' },
        { documentType: 'Terms', url: 'https://example.com/t.pdf', feeMinor: '250', isSigned: true },
      ],
      tags: ['isa', 'fixed'],
    };
    expect(readableChanges(before, after)).toEqual([
      {
        field: 'documents',
        before: 'documentType: KeyFacts, url: https://example.com/kf-1.pdf',
        after: 'documentType: KeyFacts, url: https://example.com/kf-2.pdf; documentType: Terms, url: https://example.com/t.pdf, fee: 2.50 GBP, isSigned: yes',
        beforeItems: ['documentType: KeyFacts, url: https://example.com/kf-1.pdf'],
        afterItems: ['documentType: KeyFacts, url: https://example.com/kf-2.pdf', 'documentType: Terms, url: https://example.com/t.pdf, fee: 2.50 GBP, isSigned: yes'],
      },
      { field: 'tags', before: 'none', after: 'isa; fixed', beforeItems: [], afterItems: ['isa', 'fixed'] },
    ]);
    expect(readableChanges({ documents: [{ id: 'a' }] }, null)).toEqual([{ field: 'documents', before: 'id: a', after: null, beforeItems: ['id: a'] }]);
    const texts = readableChanges(before, after).flatMap((c) => [c.before, c.after, ...(c.beforeItems ?? []), ...(c.afterItems ?? [])]);
    for (const text of texts) expect(text).not.toMatch(/[[{]"/);
  });

  it('shows a creation and a removal as every field from or to nothing, and money without a currency it cannot know', () => {
    expect(readableChanges(null, { name: 'Acme', limitMinor: 8500000 })).toEqual([
      { field: 'name', before: null, after: 'Acme' },
      { field: 'limit', before: null, after: '85,000.00' },
    ]);
    expect(readableChanges({ totalAmountMinor: '1250', currencyCode: 'EUR' }, null)).toEqual([
      { field: 'totalAmount', before: '12.50 EUR', after: null },
      { field: 'currencyCode', before: 'EUR', after: null },
    ]);
    expect(readableChanges('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
  });
});
