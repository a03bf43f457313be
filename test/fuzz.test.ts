/**
 * Malformed input over every endpoint (docs/decisions/quality-targets.md "bad input"): requests built
 * from the platform's own OpenAPI documents, each with deliberate defects, sent
 * as a real partner (and the operator). No answer may be a 5xx, every 4xx must
 * carry the documented error body, and the process must still answer at the end.
 *
 * Reproducible: FUZZ_SEED picks the sequence (printed on failure), FUZZ_REQUESTS
 * the count (1,500 here; the reliability run uses 10,000+).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './helpers.js';
import { buildWorld, fillPath, listOperations, type JsonSchema, type Operation, type World } from './reliability/operations.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20260302);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE clients; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(10)',
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '$ne',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '𝕳𝖊𝖑𝖑𝖔 🏦💷',
  '\u202eevil\u202c',
  'Zoë Ñandú 漢字 العربية',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'true',
  'null',
  '2026-02-30T00:00:00Z',
  '2026-13-01',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-03-02T25:61:61Z',
  'not-a-date',
  '00000000-0000-0000-0000-00000000000g',
  '{6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60}',
  '6c0a4e1b8f3d4c2a9e571b2d3c4e5f60',
  'x'.repeat(1000),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-05:00',
];

const HOSTILE_NUMBERS = [
  '-1',
  '0',
  '-0',
  '1e308',
  '-1e308',
  '1e400',
  '10.005',
  '123.456',
  '0.001',
  '1e-10',
  '9007199254740993',
  '99999999999999999999999999',
  '3.14159265358979323846',
];
/** Cursor, id and date shapes outside their SQL types' ranges (bigint, date, timestamptz), and the largest that fit. */
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const BIGINT_MAX = '9223372036854775807';
const NUMBER_SHAPES = [
  '9223372036854775808',
  '99999999999999999999',
  '18446744073709551616',
  '-1',
  '-9223372036854775809',
  '1.5',
  '+1',
  '1e3',
  '0x10',
  ' 1',
  '00000000000000000001',
];
const CURSOR_SHAPES = [`${BIGINT_MAX}1.0`, '9223372036854775808.0', '0.9223372036854775808', '99999999999999999999.0', '-1.0', '1.-1', '1.5.0', '+1.1', '1e3.1', ' 1.1', '1.1 '];
const DATE_SHAPES = ['0000-01-01', '0001-01-01', '9999-12-31', '294277-01-01', '2026-02-30'];
const INSTANT_SHAPES = ['0000-01-01T00:00:00Z', '0100-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '9999-12-31T23:59:59-05:00', '+275760-09-13T00:00:00Z'];
/** Every shape above, for the query parameters of the random requests and the sweep below. */
const CURSOR_AND_ID_SHAPES = [...NUMBER_SHAPES, ...CURSOR_SHAPES.map(base64url), ...DATE_SHAPES, ...INSTANT_SHAPES, BIGINT_MAX, base64url(`${BIGINT_MAX}.${BIGINT_MAX}`)];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 'x', '', [], [1, 2], {}, { nested: { deeper: [] } }];
const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/jsonx',
  ';;;',
  'application/json-seq',
];
const PATH_DEFECTS: { value: string; raw?: boolean }[] = [
  { value: '../', raw: true },
  { value: '..%2f..%2fetc%2fpasswd', raw: true },
  { value: '%2e%2e%2f', raw: true },
  { value: '%00', raw: true },
  { value: 'abc%00def', raw: true },
  { value: '%ZZ', raw: true },
  { value: '%', raw: true },
  { value: '%C0%AF', raw: true },
  { value: '%F0%9F%92%B7', raw: true },
  { value: '%E2%80%AE', raw: true },
  { value: ';', raw: true },
  { value: '.', raw: true },
  { value: '..', raw: true },
  { value: 'a'.repeat(5000) },
  { value: '0' },
  { value: '-1' },
  { value: '1.5' },
  { value: '99999999999999999999999' },
  { value: 'NaN' },
  { value: "1' OR '1'='1" },
  { value: '__proto__' },
  { value: 'constructor' },
  { value: '💷' },
  { value: '\u0000' },
];

/** A plausible value for a schema, from its example, enum or type; string formats get real-looking values. */
function plausible(schema: JsonSchema | undefined, rng: Rng, world: World, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const lower = name.toLowerCase();
  const known = world.values[lower] ?? (lower === 'productreference' ? world.values.productid : lower === 'accountreference' ? world.values.clientreference : undefined);
  if (known && rng.chance(0.8)) return schema.type === 'integer' ? Number(rng.pick(known)) || 1 : rng.pick(known);
  if (lower === 'instructionreference' && rng.chance(0.5)) return crypto.randomUUID();
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants?.length) return plausible(rng.pick(variants), rng, world, name, depth + 1);
  if (Array.isArray(schema.allOf)) return plausible(Object.assign({}, ...(schema.allOf as JsonSchema[])), rng, world, name, depth + 1);
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum as unknown[]);
  if (schema.example !== undefined && rng.chance(0.7)) return schema.example;
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (required.has(key) || rng.chance(0.5)) out[key] = plausible(sub, rng, world, key, depth + 1);
      }
      return out;
    }
    case 'array':
      return [plausible(schema.items as JsonSchema, rng, world, name, depth + 1)];
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'number':
      return rng.pick([10, 100.5, 2500]);
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      switch (schema.format) {
        case 'guid':
        case 'uuid':
          return crypto.randomUUID();
        case 'date-time':
        case 'iso-date-time':
          return '2026-03-02T09:00:00Z';
        case 'date':
          return '2026-03-02';
        case 'email':
          return 'someone@example.com';
        case 'country-alpha3':
          return 'GBR';
        default:
          return 'text';
      }
    default:
      return 'x';
  }
}

/** Paths to every value inside a JSON value, so a mutation can aim at a leaf or a container. */
function slots(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (value && typeof value === 'object' && prefix.length < 8) {
    for (const [k, v] of Object.entries(value)) slots(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  Object.defineProperty(node, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function deleteAt(root: unknown, path: (string | number)[]): void {
  if (path.length === 0) return;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path[path.length - 1]), 1);
  else delete node[path[path.length - 1]];
}

/** encodeURIComponent, except that a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

interface Built {
  options: InjectOptions;
  description: string;
}

/** The raw JSON text of a body, with placeholders replaced by number literals JSON.stringify cannot write. */
function serialise(body: unknown, raws: string[]): string {
  let text = JSON.stringify(body) ?? 'null';
  raws.forEach((raw, i) => (text = text.replace(`"__RAW_${i}__"`, raw)));
  return text;
}

function mutateBody(body: unknown, rng: Rng, defects: string[]): { text: string; contentType?: string } {
  const raws: string[] = [];
  const rounds = 1 + rng.int(3);
  for (let round = 0; round < rounds; round++) {
    const all = slots(body);
    const target = rng.pick(all);
    switch (rng.int(12)) {
      case 0:
        defects.push(`drop ${target.join('.')}`);
        if (target.length === 0) body = undefined;
        else deleteAt(body, target);
        break;
      case 1: {
        const value = rng.pick(WRONG_TYPES);
        defects.push(`type ${target.join('.')}=${JSON.stringify(value)}`);
        body = setAt(body, target, structuredClone(value));
        break;
      }
      case 2: {
        const key = rng.pick(['__proto__', 'constructor', 'prototype', 'extra', 'AMOUNT', 'Amount', '$where', '']);
        const value = key === 'constructor' ? { prototype: { polluted: 'yes' } } : rng.pick([{ polluted: 'yes' }, 'x', 1, null]);
        const containers = all.filter((p) => {
          let node: unknown = body;
          for (const k of p) node = (node as Record<string | number, unknown>)[k];
          return node !== null && typeof node === 'object' && !Array.isArray(node);
        });
        if (containers.length) {
          const at = rng.pick(containers);
          defects.push(`extra ${[...at, key].join('.')}`);
          body = setAt(body, [...at, key], value);
        }
        break;
      }
      case 3:
      case 4: {
        const value = rng.pick(HOSTILE_STRINGS);
        defects.push(`string ${target.join('.')}=${JSON.stringify(value.slice(0, 40))}`);
        body = setAt(body, target, value);
        break;
      }
      case 5:
      case 6: {
        const raw = rng.pick(HOSTILE_NUMBERS);
        defects.push(`number ${target.join('.')}=${raw}`);
        body = setAt(body, target, `__RAW_${raws.length}__`);
        raws.push(raw);
        break;
      }
      case 7: {
        const length = rng.pick([10_000, 100_000, 500_000]);
        defects.push(`long string ${target.join('.')} (${length})`);
        body = setAt(body, target, rng.pick(['a', 'é', '💷', '\u0000']).repeat(length / 2));
        break;
      }
      case 8: {
        const depth = rng.pick([1_000, 10_000, 100_000]);
        const open = rng.chance(0.5) ? '[' : '{"a":';
        const close = open === '[' ? ']' : '}';
        defects.push(`nested ${depth} ${open}`);
        return { text: open.repeat(depth) + '1' + close.repeat(depth) };
      }
      case 9: {
        const text = serialise(body, raws);
        const broken = rng.pick([
          text.slice(0, Math.max(1, rng.int(text.length))),
          `${text},`,
          text.replace(/"/g, "'"),
          `\ufeff${text}`,
          `${text}${text}`,
          '{"amount": NaN}',
          '{"amount": Infinity}',
          '{"a":1,"a":"dup"}',
          '{"__proto__": {"polluted": "yes"}}',
          '{"constructor": {"prototype": {"polluted": "yes"}}}',
          'undefined',
          '',
          '\u0000',
          '[]',
          'null',
          '"just a string"',
          '12345',
        ]);
        defects.push(`raw ${JSON.stringify(broken.slice(0, 60))}`);
        return { text: broken };
      }
      case 10: {
        const contentType = rng.pick(BAD_CONTENT_TYPES);
        defects.push(`content-type ${contentType}`);
        return { text: serialise(body, raws), contentType };
      }
      default: {
        const replacement = rng.pick(WRONG_TYPES);
        defects.push(`whole body ${JSON.stringify(replacement)}`);
        body = structuredClone(replacement);
      }
    }
  }
  return { text: serialise(body, raws) };
}

function buildRequest(op: Operation, rng: Rng, world: World, bodyLimitDefect: boolean): Built {
  const defects: string[] = [];
  const path = fillPath(op.path, (name) => {
    const lower = name.toLowerCase();
    if (rng.chance(0.35)) {
      const defect = rng.pick(PATH_DEFECTS);
      defects.push(`path ${name}=${defect.value.slice(0, 40)}`);
      return defect.raw ? defect : { value: encode(defect.value), raw: true };
    }
    if (op.audience === 'operator' && lower === 'financialpartnerid') return { value: world.c.financialPartnerId };
    const known = world.values[lower];
    return { value: known ? rng.pick(known) : String(plausible(op.parameters.find((p) => p.name === name)?.schema, rng, world, name)) };
  });

  const query: string[] = [];
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    if (rng.chance(0.3)) continue;
    const name = rng.chance(0.2) ? parameter.name.toUpperCase() : parameter.name;
    let value = String(plausible(parameter.schema, rng, world, parameter.name));
    if (rng.chance(0.4)) {
      value = rng.pick([...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(0, 30), ...CURSOR_AND_ID_SHAPES]);
      defects.push(`query ${name}=${value.slice(0, 40)}`);
    }
    query.push(`${encode(name)}=${encode(value)}`);
    if (rng.chance(0.1)) {
      query.push(`${encodeURIComponent(name)}=2`);
      defects.push(`query ${name} repeated`);
    }
  }
  if (rng.chance(0.1)) {
    const extra = rng.pick(['api-version=1999-01-01', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'a[b][c]=1', '%ZZ=1', 'x=%00', `q=${'z'.repeat(5000)}`]);
    query.push(extra);
    defects.push(`query ${extra.slice(0, 40)}`);
  }

  const headers: Record<string, string> = {};
  if (rng.chance(0.05)) {
    const [name, value] = rng.pick([
      ['api-version', 'garbage'],
      ['if-modified-since', 'yesterday'],
      ['if-modified-since', 'Mon, 32 Foo 2026 99:99:99 GMT'],
      ['accept', 'application/xml'],
      ['accept', '*/*;q=abc'],
      ['x-request-id', 'r'.repeat(2000)],
      ['x-request-id', '../../etc'],
      ['content-encoding', 'gzip'],
    ] as const);
    headers[name] = value;
    defects.push(`header ${name}: ${value.slice(0, 30)}`);
  }

  let payload: string | undefined;
  if (op.body || rng.chance(0.05)) {
    const body = plausible(op.body ?? { type: 'object', properties: {} }, rng, world);
    if (bodyLimitDefect) {
      payload = JSON.stringify({ blob: 'x'.repeat(1_100_000) });
      headers['content-type'] = 'application/json';
      defects.push('body over 1 MB');
    } else if (op.path === '/sandbox/clock/advance') {
      // A valid advance would run years of daily jobs: only invalid bodies here.
      payload = rng.pick(['{"days":-1}', '{"days":"1"}', '{"hours":1e400}', '{"to":"not-a-date"}', '{"days":99999999}', '{"to":1}', '[]', '{"days":1.5}']);
      headers['content-type'] = 'application/json';
      defects.push(`advance ${payload}`);
    } else if (rng.chance(0.9) || op.path === '/sandbox/clock/advance') {
      const mutated = mutateBody(body, rng, defects);
      payload = mutated.text;
      headers['content-type'] = mutated.contentType ?? (op.contentTypes.length ? rng.pick(op.contentTypes) : 'application/json');
    } else {
      payload = JSON.stringify(body);
      headers['content-type'] = op.contentTypes[0] ?? 'application/json';
      defects.push('plausible body');
    }
  }
  const url = query.length ? `${path}?${query.join('&')}` : path;
  return {
    options: { method: op.method as InjectOptions['method'], url, headers, ...(payload !== undefined ? { payload } : {}) },
    description: `${op.method} ${url.slice(0, 300)} [${defects.join('; ')}]`,
  };
}

function checkResponse(response: LightMyRequestResponse, oauth: boolean): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400 || (response.statusCode === 404 && response.body === '')) return undefined;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `status ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (oauth) {
    const ok = typeof body.error === 'string' && typeof body.error_description === 'string';
    return ok ? undefined : `token error body not RFC 6749: ${response.body.slice(0, 200)}`;
  }
  const keys = Object.keys(body).sort().join(',');
  const shapeOk =
    typeof body.Error === 'string' &&
    typeof body.ErrorDescription === 'string' &&
    typeof body.requestId === 'string' &&
    // Every error body links its code's documentation (docs/errors.md), under the platform's public base URL.
    body.documentationUrl === `${t.platform.config.publicBaseUrl}/errors#${body.Error}` &&
    (keys === 'Error,ErrorDescription,documentationUrl,requestId' ||
      (keys === 'Error,ErrorDescription,documentationUrl,errors,requestId' &&
        Array.isArray(body.errors) &&
        (body.errors as Record<string, unknown>[]).every((e) => typeof e.field === 'string' && typeof e.reason === 'string')));
  return shapeOk ? undefined : `status ${response.statusCode} with a malformed error body: ${response.body.slice(0, 300)}`;
}

let t: TestPlatform;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  t = await startTestPlatform();
  world = await buildWorld(t);
  operations = await listOperations(t.app);
  const token: Operation = { method: 'POST', path: '/connect/token', audience: 'token', parameters: [], contentTypes: ['application/x-www-form-urlencoded'] };
  operations.push(token);
}, 120_000);
afterAll(async () => t?.close());

describe('malformed requests over every endpoint', () => {
  it('covers every operation of the OpenAPI documents', () => {
    const paths = new Set(operations.map((o) => o.path));
    for (const expected of [
      '/clients/{clientReference}',
      '/products/{productId}',
      '/instruction-request/deposit',
      '/financial-partners/portfolios',
      '/instruction-batches/batch-update',
      '/operator/partners',
      '/sandbox/run',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it(`answers ${REQUESTS} generated malformed requests without a 5xx and with the documented error bodies (seed ${SEED})`, async () => {
    const rng = prng(SEED);
    const partnerHeaders = await world.a.headers();
    const otherHeaders = await world.b.headers();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const op = operations[i % operations.length];
      const built = buildRequest(op, rng, world, rng.chance(0.003));
      const headers = { ...(built.options.headers as Record<string, string>) };
      const authRoll = rng.next();
      if (op.audience === 'token') {
        if (authRoll < 0.5) {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          built.options.payload = rng.pick([
            `grant_type=client_credentials&client_id=${encodeURIComponent(world.a.clientId)}&client_secret=${encode(rng.pick(HOSTILE_STRINGS))}`,
            `grant_type=${encode(rng.pick(HOSTILE_STRINGS))}`,
            'grant_type=client_credentials&client_id=a&client_id=b&client_secret=x',
            '%ZZ=%%%',
            `client_secret=${'s'.repeat(100_000)}`,
          ]);
        }
        if (authRoll > 0.8)
          headers.authorization = rng.pick([
            'Basic !!!',
            'Basic ' + Buffer.from('only-id').toString('base64'),
            'Basic ' + Buffer.from(`${world.a.clientId}:${'%E0%A4%A'}`).toString('base64'),
            'Bearer x',
          ]);
      } else if (op.audience === 'operator') {
        if (authRoll < 0.9) headers.authorization = 'Bearer test-operator-key';
        else if (authRoll < 0.95) headers.authorization = rng.pick(['Bearer wrong', 'Bearer ', 'Basic dGVzdA==', `Bearer ${'k'.repeat(10_000)}`]);
      } else if (authRoll < 0.88) Object.assign(headers, partnerHeaders);
      else if (authRoll < 0.93) Object.assign(headers, otherHeaders);
      else if (authRoll < 0.96) Object.assign(headers, { ...partnerHeaders, 'cdpapi-subscription-key': world.b.subscriptionKey });
      else
        Object.assign(
          headers,
          rng.pick([
            {},
            { authorization: partnerHeaders.authorization },
            { 'cdpapi-subscription-key': rng.pick(HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]+$/.test(s))) ?? 'x', authorization: 'Bearer a.b.c' },
          ]),
        );
      let response: LightMyRequestResponse;
      try {
        response = await t.app.inject({ ...built.options, headers });
      } catch (error) {
        failures.push(`#${i} ${built.description}: inject threw ${(error as Error).message}`);
        continue;
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = checkResponse(response, op.audience === 'token');
      if (problem) failures.push(`#${i} ${built.description}: ${problem}`);
    }
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
    // The run must have reached past authentication and validation, not just bounced off them.
    expect(statuses.get(200) ?? 0, `statuses ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 10);
    expect(failures.slice(0, 25), `${failures.length} failures; reproduce with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}`).toEqual([]);
  }, 600_000);

  it.each([
    ['JSON nested 10,000 levels deep', { method: 'POST', url: '/operator/catalogue', payload: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) }],
    ['JSON nested 65 levels deep', { method: 'POST', url: '/operator/partners', payload: '['.repeat(65) + ']'.repeat(65) }],
    ['a lone surrogate in a JSON string', { method: 'POST', url: '/operator/partners', payload: '{"name":"\\ud800","role":"wealth"}' }],
    ['a NUL in a JSON string', { method: 'POST', url: '/operator/partners', payload: '{"name":"a\\u0000b","role":"wealth"}' }],
    ['a lone surrogate in a property name', { method: 'POST', url: '/operator/partners', payload: '{"name":"n","role":"wealth","\\udc00":1}' }],
    ['a malformed percent-encoding in the path', { method: 'GET', url: '/operator/products/%ZZ' }],
    ['a path segment over the router limit', { method: 'GET', url: `/operator/products/${'p'.repeat(5000)}` }],
  ] as const)('answers 400 with the error body for %s', async (_name, request) => {
    const response = await t.operator({ ...request, headers: { 'content-type': 'application/json' } } as InjectOptions);
    expect(response.statusCode, response.body).toBe(400);
    expect(checkResponse(response, false)).toBeUndefined();
    expect(response.json().Error).toBe('MalformedRequest');
  });

  it('answers 400 for a NUL byte in a path parameter, which PostgreSQL text cannot hold', async () => {
    const response = await t.as(world.a, { method: 'GET', url: '/clients/financial-partner/company/abc%00def' });
    expect(response.statusCode, response.body).toBe(400);
    expect(checkResponse(response, false)).toBeUndefined();
  });

  it('still takes JSON with a charset parameter and real non-ASCII text', async () => {
    const response = await t.operator({
      method: 'POST',
      url: '/operator/partners',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'Charset Partner 💷 Zoë', role: 'pension' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('still answers /healthz and /readyz afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const products = await t.as(world.a, { method: 'GET', url: '/products/' });
    expect(products.statusCode).toBe(200);
  });
});

/**
 * Cursors and ids reach SQL as bigint, dates and instants as date and
 * timestamptz: every one must be parsed into its type's range first, so a
 * shape outside it is a 400 naming the parameter, never a 500 from the
 * database ("out of range for type bigint").
 */
describe('cursor, id and date shapes in every query and path parameter', () => {
  let endpointId: string;
  beforeAll(async () => {
    const created = await t.as(world.a, { method: 'POST', url: '/webhooks/endpoints', payload: { url: 'http://127.0.0.1:9/shapes' } });
    expect(created.statusCode, created.body).toBe(201);
    endpointId = created.json().id;
  });

  it('answers every shape in every query and path parameter without a 5xx, with the documented error body', async () => {
    const partnerHeaders = await world.a.headers();
    const failures: string[] = [];
    for (const op of operations) {
      // Reads and deletes only: a shape in a write's parameter reaches SQL the same way, and writes would change the world.
      if (op.audience === 'token' || (op.method !== 'GET' && op.method !== 'DELETE')) continue;
      for (const parameter of op.parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
        for (const shape of CURSOR_AND_ID_SHAPES) {
          const path = fillPath(op.path, (name) => {
            if (name === parameter.name) return { value: shape };
            if (name === 'id') return { value: endpointId };
            return { value: world.values[name.toLowerCase()]?.[0] ?? '1' };
          });
          const url = parameter.in === 'query' ? `${path}?${encodeURIComponent(parameter.name)}=${encodeURIComponent(shape)}` : path;
          const headers = op.audience === 'operator' ? { authorization: 'Bearer test-operator-key' } : partnerHeaders;
          const response = await t.app.inject({ method: op.method as InjectOptions['method'], url, headers });
          const problem = checkResponse(response, false);
          if (problem) failures.push(`${op.method} ${url} (${parameter.in} ${parameter.name}): ${problem}`);
        }
      }
    }
    expect(failures.slice(0, 25), `${failures.length} failures`).toEqual([]);
  }, 300_000);

  const expectRefused = (response: LightMyRequestResponse, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(checkResponse(response, false)).toBeUndefined();
    expect((response.json() as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain(field);
  };

  it.each(CURSOR_SHAPES)('refuses the feed cursor base64url("%s") with 400 naming after', async (text) => {
    expectRefused(await t.as(world.a, { method: 'GET', url: `/webhooks/events?after=${base64url(text)}` }), 'after');
  });

  it('reads the feed from the largest cursor there can be', async () => {
    const response = await t.as(world.a, { method: 'GET', url: `/webhooks/events?after=${base64url(`${BIGINT_MAX}.${BIGINT_MAX}`)}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().events).toEqual([]);
  });

  it.each(NUMBER_SHAPES)('refuses the id cursor %s with 400 naming before (delivery attempts and the audit log)', async (shape) => {
    expectRefused(await t.as(world.a, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries?before=${encodeURIComponent(shape)}` }), 'before');
    expectRefused(await t.operator({ method: 'GET', url: `/operator/audit?before=${encodeURIComponent(shape)}` }), 'before');
  });

  it('takes the largest id there can be as a cursor', async () => {
    expect((await t.as(world.a, { method: 'GET', url: `/webhooks/endpoints/${endpointId}/deliveries?before=${BIGINT_MAX}` })).statusCode).toBe(200);
    expect((await t.operator({ method: 'GET', url: `/operator/audit?before=${BIGINT_MAX}` })).statusCode).toBe(200);
  });

  it.each(['0000-01-01', '9999-12-31'])('refuses the day %s with 400 naming date', async (day) => {
    expectRefused(await t.operator({ method: 'GET', url: `/operator/overview?date=${day}` }), 'date');
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-05:00'])('refuses the instant %s with 400 naming from and to', async (instant) => {
    for (const url of ['/operator/audit', '/operator/instruction-requests']) {
      expectRefused(await t.operator({ method: 'GET', url: `${url}?from=${encodeURIComponent(instant)}` }), 'from');
      expectRefused(await t.operator({ method: 'GET', url: `${url}?to=${encodeURIComponent(instant)}` }), 'to');
    }
  });
});
