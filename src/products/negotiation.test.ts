import { describe, expect, it } from 'vitest';
import { chooseContentType } from './negotiation.js';

const PDF_AND_TEXT = ['application/pdf', 'text/plain'];

describe('choosing a document media type from the Accept header', () => {
  it.each([
    [undefined, 'application/pdf'],
    ['', 'application/pdf'],
    ['*/*', 'application/pdf'],
    ['application/pdf', 'application/pdf'],
    ['text/plain', 'text/plain'],
    ['text/*', 'text/plain'],
    ['application/pdf;q=0.4, text/plain;q=0.8', 'text/plain'],
    ['text/plain;q=0.5, */*', 'application/pdf'],
    ['APPLICATION/PDF', 'application/pdf'],
    ['not a media type', 'application/pdf'],
    ['application/json', undefined],
    ['application/pdf;q=0, text/plain;q=0', undefined],
    ['*/*;q=0', undefined],
    ['*/*, application/pdf;q=0', 'text/plain'],
  ])('Accept %j gives %s', (accept, expected) => {
    expect(chooseContentType(accept, PDF_AND_TEXT)).toBe(expected);
  });

  it('gives nothing when the document has no media types', () => {
    expect(chooseContentType('*/*', [])).toBeUndefined();
  });
});
