/**
 * The SDK's requests against real local HTTP servers (node:http) that answer
 * what a test needs, including never: the timeout (client default and per
 * request), retries after a timeout as `maxRetries` says, cancellation with an
 * AbortSignal, the User-Agent, the error class of each kind of answer, and the
 * request id of every answer and error. The same against the real platform is
 * in sdk.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PermissionError,
  PlatformError,
  RateLimitError,
  RequestAbortedError,
  SavingsPlatform,
  type SavingsPlatformOptions,
  ServerError,
  TimeoutError,
  ValidationError,
  VersionConflictError,
} from '../../packages/sdk/src/index.js';
import { DEMO } from './support.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** What the server does with a call that is not a token request; by default it never answers. */
let answer: (request: IncomingMessage, response: ServerResponse) => void;
let seen: Seen[];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/connect/token') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'token', token_type: 'Bearer', expires_in: 3600 }));
      return;
    }
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answer = () => undefined;
});

function sdk(options: Partial<SavingsPlatformOptions> = {}): SavingsPlatform {
  return new SavingsPlatform({ baseUrl, ...DEMO, retryBaseDelayMs: 10, ...options });
}

/** The rejection of `promise` (a test fails when it resolves), and how long it took. */
async function rejection(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req-${status}`, ...headers }).end(JSON.stringify(body));
}

describe('timeouts', () => {
  it('rejects products.list() against a server that never answers with a TimeoutError after the client timeout', async () => {
    const { error, ms } = await rejection(sdk({ timeout: 200, maxRetries: 0 }).products.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 0, code: 'Timeout', operation: 'GET /products/' });
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
  });

  it('takes a per-request timeout over the client one', async () => {
    const { error, ms } = await rejection(sdk({ timeout: 60_000, maxRetries: 0 }).products.get('P1', { timeout: 200 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeLessThan(2000);
  });

  it('times out a body that stops halfway: the timeout covers the whole answer', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"productItems": [');
    };
    const { error, ms } = await rejection(sdk({ timeout: 200, maxRetries: 0 }).products.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeLessThan(2000);
  });

  it('retries a call safe to repeat after a timeout, maxRetries times (client option, then per request)', async () => {
    const platform = sdk({ timeout: 150, maxRetries: 2 });
    const { error } = await rejection(platform.products.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).description).toContain('after 2 retries');
    expect(seen).toHaveLength(3);

    seen = [];
    expect((await rejection(platform.products.list({ maxRetries: 0 }))).error).toBeInstanceOf(TimeoutError);
    expect(seen).toHaveLength(1);
  });

  it('never retries a timed-out call that may have been applied (a PATCH)', async () => {
    const { error } = await rejection(sdk({ timeout: 150, maxRetries: 3 }).clients.update('C1', 1, { lastName: 'Jones' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['PATCH /clients/C1/1']);
  });

  it('answers in time: the timeout is per attempt and does not fire after the answer', async () => {
    answer = (_request, response) => setTimeout(() => json(response, 200, { productItems: [] }), 100);
    const platform = sdk({ timeout: 300 });
    expect(await platform.products.list()).toEqual({ productItems: [] });
    expect(await platform.products.list()).toEqual({ productItems: [] });
  });
});

describe('cancellation', () => {
  it('aborts a call in flight with RequestAbortedError when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user left')), 100);
    const { error, ms } = await rejection(sdk({ timeout: 10_000 }).products.list({ signal: controller.signal }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error).toMatchObject({ status: 0, code: 'Aborted' });
    expect((error as Error).cause).toEqual(new Error('user left'));
    expect(ms).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { error } = await rejection(sdk().products.list({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(seen).toHaveLength(0);
  });

  it('aborts a backoff wait (a 503 with Retry-After: 10)', async () => {
    answer = (_request, response) => json(response, 503, { Error: 'ServiceUnavailable', ErrorDescription: 'down' }, { 'retry-after': '10' });
    const { error, ms } = await rejection(sdk().products.list({ signal: AbortSignal.timeout(200) }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(ms).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
  });

  it("stops waitForOutcome's polling", async () => {
    answer = (_request, response) => json(response, 200, { status: 'Created', instructionReference: 'I1', statusReason: null });
    const { error, ms } = await rejection(sdk().instructions.waitForOutcome('I1', { intervalMs: 50 }, { signal: AbortSignal.timeout(300) }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(ms).toBeLessThan(2000);
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });
});

describe('headers and request ids', () => {
  it('takes a revert in camelCase and sends it as the API spells it (issue 49)', async () => {
    let body = '';
    answer = (request, response) => {
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => json(response, 202, { instructionReference: (JSON.parse(body) as { InstructionReference: string }).InstructionReference, statusLocation: '/x' }));
    };
    const accepted = await sdk().instructions.revert({ instructionToRevertReference: 'a1b2c3d4-0000-4000-8000-000000000001' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/instruction-request/revert' });
    const sent = JSON.parse(body) as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual(['InstructionReference', 'InstructionToRevertReference']);
    expect(sent.InstructionToRevertReference).toBe('a1b2c3d4-0000-4000-8000-000000000001');
    expect(sent.InstructionReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(accepted.instructionReference).toBe(sent.InstructionReference);
  });

  it('sends a User-Agent naming the SDK (its package version) and Node versions', async () => {
    answer = (_request, response) => json(response, 200, { productItems: [] });
    await sdk().products.list();
    const { version } = JSON.parse(await readFile(new URL('../../packages/sdk/package.json', import.meta.url), 'utf8')) as { version: string };
    expect(seen[0].headers['user-agent']).toBe(`savings-platform-sdk/${version} node/${process.version}`);
  });

  it('gives the request id, status and headers of an answer with withResponse(), and the result alone when awaited', async () => {
    answer = (request, response) => {
      if (request.url?.startsWith('/clients/')) response.writeHead(204, { 'x-request-id': 'req-patch' }).end();
      else json(response, 200, { productItems: [{ productId: 'P1' }] }, { 'x-request-id': 'req-list' });
    };
    const platform = sdk();
    const list = await platform.products.list();
    expect(list).toEqual({ productItems: [{ productId: 'P1' }] });
    expect(Object.keys(list)).toEqual(['productItems']);
    const { data, requestId, status, headers } = await platform.products.list().withResponse();
    expect(data).toEqual(list);
    expect({ requestId, status, contentType: headers.get('content-type') }).toEqual({ requestId: 'req-list', status: 200, contentType: 'application/json' });
    expect(await platform.clients.update('C1', 1, { lastName: 'Jones' }).withResponse()).toMatchObject({ data: undefined, requestId: 'req-patch', status: 204 });
  });
});

describe('errors by kind', () => {
  const cases: { status: number; body: unknown; headers?: Record<string, string>; kind: typeof PlatformError; not?: typeof PlatformError; code: string }[] = [
    {
      status: 400,
      body: { Error: 'ValidationFailed', ErrorDescription: 'bad', errors: [{ field: 'title', reason: 'maxLength' }] },
      kind: ValidationError,
      code: 'ValidationFailed',
    },
    { status: 400, body: { Error: 'InvalidQuery', ErrorDescription: 'bad query' }, kind: ValidationError, code: 'InvalidQuery' },
    { status: 401, body: { Error: 'Unauthorized', ErrorDescription: 'no' }, kind: AuthenticationError, code: 'Unauthorized' },
    { status: 403, body: { Error: 'Forbidden', ErrorDescription: 'no' }, kind: PermissionError, code: 'Forbidden' },
    { status: 404, body: { Error: 'NotFound', ErrorDescription: 'none' }, kind: NotFoundError, code: 'NotFound' },
    { status: 409, body: { Error: 'BatchUpdateConflict', ErrorDescription: 'totals' }, kind: ConflictError, not: VersionConflictError, code: 'BatchUpdateConflict' },
    { status: 409, body: { Error: 'VersionConflict', ErrorDescription: 'stale' }, kind: VersionConflictError, code: 'VersionConflict' },
    { status: 500, body: { Error: 'InternalError', ErrorDescription: 'oops' }, kind: ServerError, code: 'InternalError' },
    { status: 502, body: 'Bad Gateway', kind: ServerError, code: 'Http502' },
    { status: 406, body: { Error: 'NotAcceptable', ErrorDescription: 'no such type' }, kind: PlatformError, not: ValidationError, code: 'NotAcceptable' },
  ];
  for (const c of cases) {
    it(`${c.status} ${c.code} is a ${c.kind.name}, with the request id`, async () => {
      answer = (_request, response) =>
        typeof c.body === 'string'
          ? response.writeHead(c.status, { 'x-request-id': `req-${c.status}` }).end(c.body)
          : json(response, c.status, { ...(c.body as object), documentationUrl: `https://docs.example/errors#${c.code}` });
      const { error } = await rejection(sdk({ maxRetries: 1 }).products.get('P1'));
      expect(error).toBeInstanceOf(c.kind);
      expect(error).toBeInstanceOf(PlatformError);
      if (c.not) expect(error).not.toBeInstanceOf(c.not);
      expect(error).toMatchObject({ status: c.status, code: c.code, requestId: `req-${c.status}`, operation: 'GET /products/{productId}' });
      if (typeof c.body === 'object') expect((error as PlatformError).documentationUrl).toBe(`https://docs.example/errors#${c.code}`);
      expect((error as Error).name).toBe(c.kind.name);
      if (c.status === 400 && c.code === 'ValidationFailed') expect((error as ValidationError).errors).toEqual([{ field: 'title', reason: 'maxLength' }]);
    });
  }

  it('429 is a RateLimitError with retryAfter once the retries are spent', async () => {
    answer = (_request, response) => json(response, 429, { Error: 'TooManyRequests', ErrorDescription: 'slow down' }, { 'retry-after': '7' });
    const { error } = await rejection(sdk({ maxRetries: 0 }).products.list());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'TooManyRequests', retryAfter: 7, requestId: 'req-429' });
    // A Retry-After longer than retryMaxDelayMs is not waited for: the error comes at once.
    const { error: long, ms } = await rejection(sdk({ maxRetries: 3, retryMaxDelayMs: 1000 }).products.list());
    expect(long).toMatchObject({ retryAfter: 7 });
    expect(ms).toBeLessThan(1000);
  });

  it('a refused connection is a ConnectionError (code NetworkError)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { error } = await rejection(new SavingsPlatform({ baseUrl: `http://127.0.0.1:${port}`, ...DEMO, maxRetries: 0 }).products.list());
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ status: 0, code: 'NetworkError' });
  });
});
