/**
 * Every partner route (enumerated from the served OpenAPI documents, plus the
 * sandbox routes, which authenticate the same way) against every way of
 * presenting bad credentials, and against another partner's resources; then
 * the logs of a real app, captured, must hold no secret.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { base64url, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/composition/app.js';
import { TOKEN_AUDIENCE } from '../src/auth/token.service.js';
import { newCompanyClient, newIndividualClient } from './builders/clients.js';
import { instructionOf } from './builders/reads.js';
import { OPERATOR_KEY, startTestPlatform, type TestPartner, type TestPlatform } from './helpers.js';
import { buildWorld, fillPath, listOperations, type Operation, type World } from './reliability/operations.js';

let t: TestPlatform;
let world: World;
let partnerRoutes: Operation[];
/** Partner B's own resources, for the tenancy checks. */
let ofB: Record<string, string>;
let companyOfB: string;

/** Every partner route, filled with partner A's real resources. */
function requestFor(op: Operation, values: Record<string, string> = {}): InjectOptions {
  const url = fillPath(op.path, (name) => ({ value: values[name.toLowerCase()] ?? world.values[name.toLowerCase()]?.[0] ?? 'x' }));
  const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=1`);
  return {
    method: op.method as InjectOptions['method'],
    url: query.length ? `${url}?${query.join('&')}` : url,
    ...(op.body ? { payload: {} } : {}),
  };
}

function expectUnauthorized(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(401);
  expect(response.headers['www-authenticate'], what).toMatch(/^Bearer /);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['Error', 'ErrorDescription', 'documentationUrl', 'requestId']);
  expect(body.Error).toBe('Unauthorized');
  expect(body.documentationUrl).toBe(`${t.platform.config.publicBaseUrl}/errors#Unauthorized`);
}

async function claimsFor(partner: TestPartner) {
  const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
  return {
    claims: { financial_partner_id: partner.financialPartnerId, role: partner.role },
    issuer: t.platform.config.tokenIssuer,
    kid: t.platform.tokens.jwks().keys[0].kid as string,
    nowSeconds,
  };
}

/** A token with the right claims and the platform's key id, signed by a key of our own making. */
async function forgedToken(partner: TestPartner): Promise<string> {
  const { claims, issuer, kid, nowSeconds } = await claimsFor(partner);
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(partner.clientId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + 600)
    .sign(privateKey);
}

/** An unsigned token (`alg: none`) with the right claims. */
async function unsignedToken(partner: TestPartner): Promise<string> {
  const { claims, issuer, kid, nowSeconds } = await claimsFor(partner);
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  const payload = { ...claims, iss: issuer, aud: TOKEN_AUDIENCE, sub: partner.clientId, iat: nowSeconds, exp: nowSeconds + 600 };
  return `${encode({ alg: 'none', kid, typ: 'at+jwt' })}.${encode(payload)}.`;
}

/** HS256 keyed with the public JWK: the classic algorithm-confusion forgery. */
async function algorithmConfusionToken(partner: TestPartner): Promise<string> {
  const { claims, issuer, kid, nowSeconds } = await claimsFor(partner);
  const secret = new TextEncoder().encode(JSON.stringify(t.platform.tokens.jwks().keys[0]));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid })
    .setIssuer(issuer)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + 600)
    .sign(secret);
}

/** Partner A's real token with its payload swapped for one naming partner B (the signature no longer matches). */
async function tamperedToken(): Promise<string> {
  const token = (await world.a.headers()).authorization.slice('Bearer '.length);
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
  const swapped = base64url.encode(JSON.stringify({ ...claims, financial_partner_id: world.b.financialPartnerId }));
  return `${header}.${swapped}.${signature}`;
}

beforeAll(async () => {
  t = await startTestPlatform({ env: { LOG_LEVEL: 'trace' } });
  world = await buildWorld(t);
  const operations = await listOperations(t.app);
  partnerRoutes = operations.filter((o) => o.audience === 'partner');

  // Partner B's own client, instruction, batch and introducer.
  const reference = randomUUID();
  const deposit = await t.as(world.b, {
    method: 'POST',
    url: '/instruction-request/deposit',
    payload: {
      productReference: 'IA-GBP-TYNESAVE',
      productIssueNumber: '1',
      productIssueVersionNumber: '2',
      accountReference: world.clientOfB,
      amount: 5000,
      instructionReference: reference,
    },
  });
  expect(deposit.statusCode, deposit.body).toBe(202);
  await t.as(world.b, { method: 'POST', url: '/sandbox/run' });
  const { instructionBatchId } = await instructionOf(t.platform.db, world.b.financialPartnerId, reference);
  const introducer = await t.operator({
    method: 'POST',
    url: `/operator/partners/${world.b.financialPartnerId}/introducers`,
    payload: { introducerType: 'individual', firstName: 'Bea', lastName: 'Other', emailAddress: 'bea@example.com' },
  });
  expect(introducer.statusCode, introducer.body).toBe(201);
  const company = await t.as(world.b, { method: 'POST', url: '/clients/financial-partner/company', payload: newCompanyClient() });
  expect(company.statusCode, company.body).toBe(201);
  companyOfB = company.json().clientReference;
  ofB = {
    clientreference: world.clientOfB,
    instructionreference: reference,
    instructionbatchid: instructionBatchId,
    financialpartnerid: world.b.financialPartnerId,
    introducerid: introducer.json().introducerId,
  };
}, 120_000);
afterAll(async () => t?.close());

describe('authentication of every partner route', () => {
  it('enumerates the routes of all six partner APIs and the sandbox', () => {
    const prefixes = new Set(partnerRoutes.map((o) => o.path.split('/')[1]));
    expect([...prefixes].sort()).toEqual(['clients', 'financial-partners', 'instruction-batches', 'instruction-request', 'products', 'sandbox', 'webhooks']);
    expect(partnerRoutes.length).toBeGreaterThanOrEqual(25);
  });

  it("lets partner A's own credentials through on every route (the control for the cases below)", async () => {
    for (const op of partnerRoutes) {
      if (op.path === '/sandbox/clock/advance') continue;
      const response = await t.as(world.a, requestFor(op));
      expect(response.statusCode, `${op.method} ${op.path}: ${response.body}`).not.toBe(401);
      expect(response.statusCode, `${op.method} ${op.path}: ${response.body}`).toBeLessThan(500);
    }
  });

  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['no subscription key', async () => ({ authorization: (await world.a.headers()).authorization })],
    ['no token', async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey })],
    ['an empty bearer token', async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey, authorization: 'Bearer ' })],
    [
      'a Basic authorization instead of a bearer token',
      async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey, authorization: `Basic ${Buffer.from(`${world.a.clientId}:${world.a.clientSecret}`).toString('base64')}` }),
    ],
    ['an unknown subscription key', async () => ({ ...(await world.a.headers()), 'cdpapi-subscription-key': 'not-a-key' })],
    ['a token signed by a key of our own making', async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey, authorization: `Bearer ${await forgedToken(world.a)}` })],
    ['an unsigned token (alg: none)', async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey, authorization: `Bearer ${await unsignedToken(world.a)}` })],
    [
      'an HS256 token keyed with the public key',
      async () => ({ 'cdpapi-subscription-key': world.a.subscriptionKey, authorization: `Bearer ${await algorithmConfusionToken(world.a)}` }),
    ],
    ["A's token with its claims changed to B", async () => ({ 'cdpapi-subscription-key': world.b.subscriptionKey, authorization: `Bearer ${await tamperedToken()}` })],
    ["B's subscription key with A's token", async () => ({ ...(await world.a.headers()), 'cdpapi-subscription-key': world.b.subscriptionKey })],
    ["A's subscription key with B's token", async () => ({ ...(await world.b.headers()), 'cdpapi-subscription-key': world.a.subscriptionKey })],
  ];

  it.each(cases)('answers 401 with WWW-Authenticate and the error body for %s, on every route', async (name, headersFor) => {
    const headers = await headersFor();
    for (const op of partnerRoutes) {
      const response = await t.app.inject({ ...requestFor(op), headers });
      expectUnauthorized(response, `${name}: ${op.method} ${op.path}`);
    }
  });
});

describe("partner A on partner B's resources", () => {
  it('answers 404 on every route that names a resource of B in its path', async () => {
    const tenantParams = new Set(Object.keys(ofB));
    const routes = partnerRoutes.filter((op) => op.parameters.some((p) => p.in === 'path' && tenantParams.has(p.name.toLowerCase())));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const op of routes) {
      const request = requestFor(op, op.path.includes('/company/') ? { ...ofB, clientreference: companyOfB } : ofB);
      // A PATCH needs a valid body to reach the lookup.
      if (op.method === 'PATCH') request.payload = { emailAddress: 'changed@example.com' };
      const response = await t.as(world.a, request);
      expect(response.statusCode, `${op.method} ${op.path} (${request.url}): ${response.body}`).toBe(404);
      expect(response.json().Error).toBe('NotFound');
      // And B itself can see it (the 404 is tenancy, not a missing resource).
      if (op.method === 'GET') {
        const own = await t.as(world.b, request);
        expect(own.statusCode, `B on its own ${op.path}: ${own.body}`).not.toBe(404);
      }
    }
  });

  it("answers 404 when A reverts B's instruction", async () => {
    const response = await t.as(world.a, {
      method: 'POST',
      url: '/instruction-request/revert',
      payload: { instructionReference: randomUUID(), instructionReferenceToRevert: ofB.instructionreference, InstructionToRevert: ofB.instructionreference },
    });
    expect([400, 404], response.body).toContain(response.statusCode);
  });

  it("answers 409 when A's batch update names B's batch", async () => {
    const response = await t.as(world.a, {
      method: 'POST',
      url: '/instruction-batches/batch-update',
      payload: { InstructionBatchStatus: 'Closed', InstructionBatches: [{ InstructionBatchId: ofB.instructionbatchid, TotalAmount: 5000 }] },
    });
    expect(response.statusCode, response.body).toBe(409);
  });
});

describe('what reaches the logs', () => {
  it('holds no client secret, subscription key, access token or operator key', async () => {
    const lines: string[] = [];
    const app: FastifyInstance = await buildApp(t.platform, { logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    try {
      const partner = await t.newPartner('pension');
      const form = `grant_type=client_credentials&client_id=${encodeURIComponent(partner.clientId)}&client_secret=${encodeURIComponent(partner.clientSecret)}`;
      const token = await app.inject({ method: 'POST', url: '/connect/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
      expect(token.statusCode, token.body).toBe(200);
      const accessToken = token.json().access_token as string;
      const basic = await app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}` },
        payload: 'grant_type=client_credentials',
      });
      expect(basic.statusCode, basic.body).toBe(200);
      const wrongSecret = await app.inject({ method: 'POST', url: '/connect/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${form}x` });
      expect(wrongSecret.statusCode).toBe(401);

      const headers = { 'cdpapi-subscription-key': partner.subscriptionKey, authorization: `Bearer ${accessToken}` };
      const created = await app.inject({ method: 'POST', url: '/clients/financial-partner', headers, payload: newIndividualClient() });
      expect(created.statusCode, created.body).toBe(201);
      expect((await app.inject({ method: 'GET', url: `/clients/${created.json().clientReference}`, headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/products/', headers: { ...headers, authorization: `Bearer ${accessToken}x` } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/products/', headers: { ...headers, 'cdpapi-subscription-key': `${partner.subscriptionKey}x` } })).statusCode).toBe(401);
      const onboarded = await app.inject({
        method: 'POST',
        url: '/operator/partners',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { name: 'Logged Partner', role: 'wealth' },
      });
      expect(onboarded.statusCode, onboarded.body).toBe(201);
      const rotated = await app.inject({
        method: 'POST',
        url: `/operator/partners/${partner.financialPartnerId}/credentials/rotate`,
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      });
      expect(rotated.statusCode, rotated.body).toBeLessThan(300);

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      expect(log).toContain('"reqId"');
      const secrets: Record<string, string> = {
        'client secret': partner.clientSecret,
        'subscription key': partner.subscriptionKey,
        'access token': accessToken,
        'access token signature': accessToken.split('.')[2],
        'operator key': OPERATOR_KEY,
        'new partner secret': onboarded.json().clientSecret,
        'new partner key': onboarded.json().subscriptionKey,
        'rotated secret': rotated.json().clientSecret,
        'rotated key': rotated.json().subscriptionKey,
        'basic credentials': Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64'),
      };
      for (const [what, secret] of Object.entries(secrets)) {
        if (!secret) continue;
        expect(log.includes(secret), `${what} appears in the log`).toBe(false);
        expect(log.includes(encodeURIComponent(secret)), `${what} (URL-encoded) appears in the log`).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});

// Last: it moves the clock past every token issued so far.
describe('expiry', () => {
  it('answers 401 on every route for a token past its lifetime', async () => {
    const headers = { ...(await world.a.headers()) };
    const ttlMs = t.platform.config.tokenTtlSeconds * 1000;
    t.clock.advanceBy(ttlMs + 1000);
    for (const op of partnerRoutes) {
      const response = await t.app.inject({ ...requestFor(op), headers });
      expectUnauthorized(response, `expired: ${op.method} ${op.path}`);
      expect(response.json().ErrorDescription).toMatch(/expired/i);
    }
  });
});
