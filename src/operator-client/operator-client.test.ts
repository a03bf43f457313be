/**
 * The operator API's client against a small HTTP server of its own: the key as a bearer token, a JSON answer with
 * its status (a 202 proposal told apart), an error body read into ApiError's fields, an answer that is no error
 * body, a bank file sent as application/xml, a CSV read piece by piece, and nothing listening as status 0.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, operatorClient } from './operator-client.js';

let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; authorization?: string; contentType?: string; accept?: string; body: string }[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        accept: request.headers.accept,
        body,
      });
      if (request.url === '/operator/partners/a%2Fb') return response.writeHead(202, { 'content-type': 'application/json' }).end('{"proposalId":"p1"}');
      if (request.url === '/operator/refused')
        return response.writeHead(422, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            Error: 'ValidationError',
            ErrorDescription: 'Bad input',
            errors: [{ field: 'name', reason: 'required' }],
            requestId: 'r1',
            documentationUrl: 'https://x/errors',
          }),
        );
      if (request.url === '/operator/proxy') return response.writeHead(502, 'Bad Gateway').end('<html>gateway</html>');
      if (request.url === '/operator/bank-statements') return response.writeHead(201, { 'content-type': 'application/json' }).end('{"entries":1}');
      if (request.url?.startsWith('/operator/rows')) {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.write('a,b\r\n');
        setTimeout(() => response.end('1,£2\r\n'), 20);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the operator API client', () => {
  it('sends the key, fills a path template, and answers the status with the body (202: a proposal)', async () => {
    const client = operatorClient<{
      '/operator/partners/{id}': { post: { parameters: { path: { id: string } }; responses: { 200: { content: { 'application/json': { ok: boolean } } } } } };
    }>({
      baseUrl,
      key: 'k1',
    });
    expect(await client.call('post', '/operator/partners/{id}', { path: { id: 'a/b' } })).toEqual({ status: 202, body: { proposalId: 'p1' } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/operator/partners/a%2Fb', authorization: 'Bearer k1', accept: 'application/json' });
    expect(await operatorClient({ baseUrl, key: () => 'k2' }).get('/operator/x', { q: 'a b', none: undefined })).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ url: '/operator/x?q=a+b', authorization: 'Bearer k2' });
  });

  it('reads an error body into one ApiError, and keeps an answer that is none as its text', async () => {
    const client = operatorClient({ baseUrl, key: 'k' });
    const refused = await client.send('POST', '/operator/refused', { json: { name: '' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      code: 'ValidationError',
      description: 'Bad input',
      message: 'Bad input',
      fields: [{ field: 'name', reason: 'required' }],
      requestId: 'r1',
      documentationUrl: 'https://x/errors',
    });
    expect(seen.at(-1)).toMatchObject({ contentType: 'application/json', body: '{"name":""}' });
    const proxy = await client.text('/operator/proxy', 'text/csv').catch((error: unknown) => error);
    expect(proxy).toMatchObject({ status: 502, code: '502', description: 'Bad Gateway', body: undefined, text: '<html>gateway</html>', fields: [] });
  });

  it('sends a bank file as application/xml, and hands a CSV over as it arrives', async () => {
    const client = operatorClient({ baseUrl, key: 'k' });
    const xml = new TextEncoder().encode('<Document/>');
    expect((await client.send('POST', '/operator/bank-statements', { content: { body: xml, type: 'application/xml' } })).body).toEqual({ entries: 1 });
    expect(seen.at(-1)).toMatchObject({ contentType: 'application/xml', body: '<Document/>' });
    const pieces: string[] = [];
    await client.stream('/operator/rows', 'text/csv', { status: 'Settled' }, (text) => pieces.push(text));
    expect(pieces.join('')).toBe('a,b\r\n1,£2\r\n');
    expect(seen.at(-1)).toMatchObject({ url: '/operator/rows?status=Settled', accept: 'text/csv' });
  });

  it('says nothing answered as status 0, NetworkError, with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await operatorClient({ baseUrl: url, key: 'k' })
      .get('/operator/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NetworkError', url });
    expect((error as ApiError).text).toMatch(/ECONNREFUSED/);
  });
});
