/**
 * Named outcomes (issue 31): the error codes and rejection reasons are one
 * catalogue in the code, published as docs/errors.md (written from it), as the
 * platform's error page with one anchor per code, as enums of the OpenAPI
 * documents, and linked from every error body.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_CATALOGUE } from '../instructions/status-reasons.js';
import { errorDocsWithCatalogue, ERROR_DOCS } from '../../scripts/write-error-docs.js';
import { startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { ERROR_CATALOGUE, RETIRED_ERROR_CODES } from './errors.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const errorCodes = Object.keys(ERROR_CATALOGUE);
const rejectionCodes = Object.keys(REJECTION_CATALOGUE);

describe('the error catalogue', () => {
  it('names every code once: error codes, retired codes and rejection reasons never share a name', () => {
    const all = [...errorCodes, ...Object.keys(RETIRED_ERROR_CODES), ...rejectionCodes];
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(code).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('is what docs/errors.md says (run `npm run docs:errors` after changing a code)', () => {
    const current = readFileSync(ERROR_DOCS, 'utf8');
    expect(current).toBe(errorDocsWithCatalogue(current));
    for (const code of [...errorCodes, ...rejectionCodes]) expect(current).toContain(`\n### ${code}\n`);
  });

  it('is served as a page with one anchor per code, and every error body links to its code there', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/errors' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
    for (const code of [...errorCodes, ...Object.keys(RETIRED_ERROR_CODES), ...rejectionCodes]) expect(page.body).toContain(` id="${code}"`);

    const notFound = await t.app.inject({ method: 'GET', url: '/no-such-route' });
    expect(notFound.json()).toMatchObject({ Error: 'NotFound', documentationUrl: `${t.platform.config.publicBaseUrl}/errors#NotFound` });
    const unauthorised = await t.app.inject({ method: 'GET', url: '/products' });
    expect(unauthorised.json()).toMatchObject({ Error: 'Unauthorized', documentationUrl: `${t.platform.config.publicBaseUrl}/errors#Unauthorized` });
  });

  it('is the enum of the error body and of statusReasonCode in the OpenAPI documents, each value described', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/instruction-request/openapi.json' })).json();
    const schemas = document.components.schemas;
    const error = schemas.Error.properties.Error;
    expect(error.enum).toEqual(errorCodes);
    expect(Object.keys(error['x-enumDescriptions'])).toEqual(errorCodes);
    expect(schemas.Error.properties.documentationUrl).toMatchObject({ type: 'string', format: 'uri' });
    const reason = schemas.InstructionStatus.properties.statusReasonCode;
    expect(reason.enum).toEqual([...rejectionCodes, null]);
    expect(Object.keys(reason['x-enumDescriptions'])).toEqual(rejectionCodes);
    for (const code of rejectionCodes) expect(reason.description).toContain(`\`${code}\``);
  });
});
