/**
 * The token service and partner authentication, through the real app: the
 * client-credentials grant, the JWKS, key persistence across restarts, every
 * way a partner request can fail authentication, rotation and hashed storage.
 */
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, fetchAccessToken, reusableTestDatabase, startTestPlatform, type TestPartner, type TestPlatform } from '../../test/helpers.js';
import { ManualClock } from '../platform/clock.js';
import { hashSecret } from './secrets.js';
import { TOKEN_AUDIENCE } from './token.service.js';

let t: TestPlatform;
let partner: TestPartner;

beforeAll(async () => {
  t = await startTestPlatform();
  partner = await t.newPartner('wealth');
});
afterAll(async () => t?.close());

function requestToken(form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

function tokenFor(p: { clientId: string; clientSecret: string }): Promise<string> {
  return fetchAccessToken(t.app, p);
}

/** Any authenticated Client API call; an unknown client is 404 once authentication passes. */
function callClientApi(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/clients/no-such-client', headers });
}

function expectUnauthorized(response: LightMyRequestResponse): void {
  expectErrorBody(response, 401, 'Unauthorized');
  expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
}

function expectOauthError(response: LightMyRequestResponse, status: number, error: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error, error_description: expect.any(String) });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('POST /connect/token', () => {
  it('issues a bearer token for form-encoded client credentials', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('issues a bearer token for credentials sent with HTTP Basic', async () => {
    const response = await requestToken({ grant_type: 'client_credentials' }, { authorization: basic(partner.clientId, partner.clientSecret) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token_type).toBe('Bearer');
  });

  it('carries the partner id and role in a token that the JWKS verifies', async () => {
    const token = await tokenFor(partner);
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const { kid, alg } = decodeProtectedHeader(token);
    expect(alg).toBe('ES256');
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toContain(kid);
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      audience: TOKEN_AUDIENCE,
      currentDate: t.clock.now(),
    });
    expect(payload).toMatchObject({ financial_partner_id: partner.financialPartnerId, role: 'wealth' });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('never publishes the private part of the signing key', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('answers 401 invalid_client for a wrong secret', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: 'wrong' });
    expectOauthError(response, 401, 'invalid_client');
  });

  it('answers 401 invalid_client for a wrong secret sent with HTTP Basic', async () => {
    const response = await requestToken({ grant_type: 'client_credentials' }, { authorization: basic(partner.clientId, 'wrong') });
    expectOauthError(response, 401, 'invalid_client');
  });

  it('answers 401 invalid_client for an unknown client id', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: partner.clientSecret });
    expectOauthError(response, 401, 'invalid_client');
  });

  it('answers 401 invalid_client when no credentials are sent', async () => {
    expectOauthError(await requestToken({ grant_type: 'client_credentials' }), 401, 'invalid_client');
  });

  it('answers 400 invalid_request when HTTP Basic and the form name different clients', async () => {
    const response = await requestToken(
      { grant_type: 'client_credentials', client_id: 'someone-else', client_secret: partner.clientSecret },
      { authorization: basic(partner.clientId, partner.clientSecret) },
    );
    expectOauthError(response, 400, 'invalid_request');
  });

  it('answers 400 invalid_request when grant_type is missing', async () => {
    const response = await requestToken({ client_id: partner.clientId, client_secret: partner.clientSecret });
    expectOauthError(response, 400, 'invalid_request');
  });

  it('answers 400 unsupported_grant_type for another grant', async () => {
    const response = await requestToken({ grant_type: 'password', client_id: partner.clientId, client_secret: partner.clientSecret });
    expectOauthError(response, 400, 'unsupported_grant_type');
  });

  // RFC 6749 §3.2: unrecognized request parameters are ignored; no parameter may be sent twice.
  it('answers 400 unsupported_grant_type for another grant sent with parameters of its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: 'grant_type=password&username=u&password=p',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectOauthError(response, 400, 'unsupported_grant_type');
  });

  it.each<Record<string, string>>([{ scope: 'x' }, { audience: 'y' }, { scope: 'a b', audience: 'y', resource: 'https://example.com/' }])(
    'issues a token for client credentials sent with the parameters it does not use %o',
    async (extra) => {
      const form = { grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret, ...extra };
      const response = await requestToken(form);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
      const basicResponse = await requestToken({ grant_type: 'client_credentials', ...extra }, { authorization: basic(partner.clientId, partner.clientSecret) });
      expect(basicResponse.statusCode, basicResponse.body).toBe(200);
    },
  );

  it.each(['grant_type', 'client_id', 'client_secret', 'scope'])('answers 400 invalid_request when %s is sent twice', async (name) => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret, scope: 'x' });
    form.append(name, form.get(name)!);
    const response = await t.app.inject({ method: 'POST', url: '/connect/token', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectOauthError(response, 400, 'invalid_request');
  });

  it('answers 400 invalid_request for a parameter it does not use over 2,000 characters (bounded input)', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: partner.clientId, client_secret: partner.clientSecret, scope: 'x'.repeat(2001) });
    expectOauthError(response, 400, 'invalid_request');
  });

  it('answers 401 invalid_client when only parameters it does not use come with the grant', async () => {
    expectOauthError(await requestToken({ grant_type: 'client_credentials', scope: 'x', audience: 'y' }), 401, 'invalid_client');
  });

  it('answers 415 invalid_request in RFC 6749 shape for a text/plain body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/connect/token', payload: 'grant_type=client_credentials', headers: { 'content-type': 'text/plain' } });
    expectOauthError(response, 415, 'invalid_request');
  });

  it('answers 413 in RFC 6749 shape for a body over 1 MB', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'a'.repeat(1_100_000) });
    expectOauthError(response, 413, 'invalid_request');
  });
});

describe('partner authentication on the partner APIs', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = await partner.headers();
  });

  it('lets a partner with its own key and token through', async () => {
    expectErrorBody(await callClientApi(headers), 404, 'NotFound');
  });

  it('answers 401 without a subscription key', async () => {
    expectUnauthorized(await callClientApi({ authorization: headers.authorization }));
  });

  it('answers 401 without a token', async () => {
    expectUnauthorized(await callClientApi({ 'cdpapi-subscription-key': headers['cdpapi-subscription-key'] }));
  });

  it('answers 401 for an unknown subscription key', async () => {
    expectUnauthorized(await callClientApi({ ...headers, 'cdpapi-subscription-key': 'not-a-key' }));
  });

  it("answers 401 for partner A's key with partner B's token", async () => {
    const other = await t.newPartner('pension');
    const otherHeaders = await other.headers();
    expectUnauthorized(await callClientApi({ 'cdpapi-subscription-key': headers['cdpapi-subscription-key'], authorization: otherHeaders.authorization }));
  });

  it('answers 401 for a token signed by another key, with or without our key id', async () => {
    const { kid } = decodeProtectedHeader(headers.authorization.slice('Bearer '.length));
    const { privateKey } = await generateKeyPair('ES256');
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    for (const headerKid of [kid!, 'some-other-kid']) {
      const forged = await new SignJWT({ financial_partner_id: partner.financialPartnerId, role: 'wealth' })
        .setProtectedHeader({ alg: 'ES256', kid: headerKid })
        .setIssuer('savings-platform')
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + 600)
        .sign(privateKey);
      expectUnauthorized(await callClientApi({ ...headers, authorization: `Bearer ${forged}` }));
    }
  });

  it('answers 401 for an unsigned alg "none" token', async () => {
    const real = headers.authorization.slice('Bearer '.length);
    const { kid } = decodeProtectedHeader(real);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString('utf8'));
    const unsigned = `${encode({ alg: 'none', typ: 'JWT', kid })}.${encode(payload)}.`;
    expectUnauthorized(await callClientApi({ ...headers, authorization: `Bearer ${unsigned}` }));
  });

  it('answers 401 for a token whose payload was altered', async () => {
    const [header, payload, signature] = headers.authorization.slice('Bearer '.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const altered = Buffer.from(JSON.stringify({ ...claims, role: 'institution' })).toString('base64url');
    expectUnauthorized(await callClientApi({ ...headers, authorization: `Bearer ${header}.${altered}.${signature}` }));
  });

  it.each(['Bearer not-a-jwt', 'Bearer a.b.c', 'Bearer', 'Bearer  ', 'Token abc', 'Basic dXNlcjpwYXNz'])(
    'answers 401 for the malformed authorization "%s"',
    async (authorization) => {
      expectUnauthorized(await callClientApi({ ...headers, authorization }));
    },
  );

  it('names the failure in WWW-Authenticate and never in a 500', async () => {
    const response = await callClientApi({ ...headers, authorization: 'Bearer x' });
    expect(response.headers['www-authenticate']).toMatch(/error="invalid_token"/);
  });

  it('matches the x-request-id header and the requestId of the body', async () => {
    const response = await callClientApi({});
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

describe('token expiry', () => {
  let expiring: TestPlatform;
  afterAll(async () => expiring?.close());

  it('answers 401 once the clock passes the token lifetime', async () => {
    expiring = await startTestPlatform({ env: { TOKEN_TTL_SECONDS: '600' } });
    const p = await expiring.newPartner();
    const headers = await p.headers();
    const call = () => expiring.app.inject({ method: 'GET', url: '/clients/none', headers });
    expect((await call()).statusCode).toBe(404);
    expiring.clock.advanceBy(599_000);
    expect((await call()).statusCode).toBe(404);
    expiring.clock.advanceBy(2_000);
    const response = await call();
    expectUnauthorized(response);
    expect(response.json().ErrorDescription).toMatch(/expired/);
  });

  it('keeps a token valid when only the business clock moves, as in the sandbox', async () => {
    const tokenClock = new ManualClock('2026-03-02T09:00:00.000Z');
    const sandbox = await startTestPlatform({ env: { TOKEN_TTL_SECONDS: '600' }, tokenClock });
    try {
      const p = await sandbox.newPartner();
      const headers = await p.headers();
      const call = () => sandbox.app.inject({ method: 'GET', url: '/clients/none', headers });
      sandbox.clock.advanceBy(400 * 86_400_000);
      expect((await call()).statusCode).toBe(404);
      tokenClock.advanceBy(601_000);
      expectUnauthorized(await call());
    } finally {
      await sandbox.close();
    }
  });
});

describe('POST /operator/partners/{financialPartnerId}/credentials/rotate', () => {
  it('makes the old key and secret fail and the new ones work', async () => {
    const p = await t.newPartner();
    const oldHeaders = await p.headers();
    const rotated = await t.operator({ method: 'POST', url: `/operator/partners/${p.financialPartnerId}/credentials/rotate` });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json();
    expect(fresh.financialPartnerId).toBe(p.financialPartnerId);
    expect(fresh.clientSecret).not.toBe(p.clientSecret);
    expect(fresh.subscriptionKey).not.toBe(p.subscriptionKey);

    expectOauthError(await requestToken({ grant_type: 'client_credentials', client_id: p.clientId, client_secret: p.clientSecret }), 401, 'invalid_client');
    expectOauthError(await requestToken({ grant_type: 'client_credentials', client_id: fresh.clientId, client_secret: p.clientSecret }), 401, 'invalid_client');
    expectUnauthorized(await callClientApi(oldHeaders));

    const newToken = await tokenFor(fresh);
    const newHeaders = { 'cdpapi-subscription-key': fresh.subscriptionKey, authorization: `Bearer ${newToken}` };
    expectErrorBody(await callClientApi(newHeaders), 404, 'NotFound');
    // The old key with a new token still fails: the key itself is gone.
    expectUnauthorized(await callClientApi({ ...newHeaders, 'cdpapi-subscription-key': p.subscriptionKey }));
  });
});

describe('credential storage', () => {
  it('keeps only hashes of client secrets and subscription keys', async () => {
    const created = await t.operator({ method: 'POST', url: '/operator/partners', payload: { name: 'Hash Check Ltd', role: 'pension' } });
    expect(created.statusCode).toBe(201);
    const { financialPartnerId, clientSecret, subscriptionKey } = created.json();
    const rows = await t.platform.db.selectFrom('partner_credentials').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(clientSecret);
    expect(stored).not.toContain(subscriptionKey);
    const row = rows.find((r) => r.financial_partner_id === financialPartnerId)!;
    expect(row.client_secret_hash).toBe(hashSecret(clientSecret));
    expect(row.subscription_key_hash).toBe(hashSecret(subscriptionKey));
    const partners = JSON.stringify(await t.platform.db.selectFrom('partners').selectAll().execute());
    expect(partners).not.toContain(clientSecret);
    expect(partners).not.toContain(subscriptionKey);
  });
});

describe('the signing key across a restart', () => {
  it('verifies on a second platform a token issued by the first on the same database', async () => {
    const database = await reusableTestDatabase();
    try {
      const first = await startTestPlatform({ database });
      const p = await first.newPartner();
      const headers = await p.headers();
      const firstKid = (await first.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0].kid;
      await first.close();

      const second = await startTestPlatform({ database });
      try {
        const jwks = (await second.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
        expect(jwks.keys.map((k: { kid: string }) => k.kid)).toContain(firstKid);
        const response = await second.app.inject({ method: 'GET', url: '/clients/no-such-client', headers });
        expectErrorBody(response, 404, 'NotFound');
      } finally {
        await second.close();
      }
    } finally {
      await database.remove();
    }
  });
});
