/**
 * The SDK README's "Request bodies" section, written from the OpenAPI documents
 * (openapi/*.json) and the SDK's own sources, so it cannot drift from either:
 * for each SDK method that sends a JSON body, the operation it calls, each body
 * field (its type, whether it is required, what it means) and an example built
 * from the documents' examples. `npm run sdk:generate` rewrites it between the
 * README's markers; test/sdk/generated.test.ts fails when the committed README
 * differs from what this writes now.
 *
 * The method of each operation is read from the SDK's sources: the `operation`
 * string each method gives its request (`operation: 'POST /webhooks/endpoints'`),
 * under the method's name and the namespace its class is reached by.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const DOCUMENTS_DIR = fileURLToPath(new URL('../../../openapi/', import.meta.url));
const SDK_DIR = fileURLToPath(new URL('../', import.meta.url));
export const README = `${SDK_DIR}README.md`;
const BEGIN = '<!-- generated:request-bodies (npm run sdk:generate; do not edit) -->';
const END = '<!-- /generated:request-bodies -->';

/** The namespace each class is reached by on a SavingsPlatform. */
const NAMESPACES: Record<string, string> = {
  ClientsApi: 'clients',
  ProductsApi: 'products',
  InstructionsApi: 'instructions',
  PortfoliosApi: 'portfolios',
  BatchesApi: 'batches',
  WebhooksApi: 'webhooks',
  SandboxApi: 'sandbox',
};

type Json = Record<string, unknown>;

interface SdkMethod {
  call: string;
  operation: string;
}

/** Each SDK method with the operation it calls, in the order of the sources. */
async function sdkMethods(): Promise<SdkMethod[]> {
  const methods: SdkMethod[] = [];
  for (const file of ['client.ts', 'webhooks.ts']) {
    const source = await readFile(`${SDK_DIR}src/${file}`, 'utf8');
    let namespace: string | undefined;
    let method: string | undefined;
    let submitOpen = false;
    for (const line of source.split('\n')) {
      const klass = /^export class (\w+)/.exec(line);
      if (klass) namespace = NAMESPACES[klass[1]];
      const declared = /^ {2}(?:async )?([a-z]\w*)\(/.exec(line);
      if (declared) method = declared[1];
      // The sandbox's clock: an object of arrow functions made in SandboxApi's constructor.
      const nested = /^ {6}([a-z]\w*): \(/.exec(line);
      if (nested && namespace === 'sandbox') method = `clock.${nested[1]}`;
      // The operation as the request names it, or as a method hands it to a shared helper: `this.create(path,
      // 'POST /clients/...')`, or `this.submit('deposit', ...)` (POST /instruction-request/<kind>).
      const named = /'((?:GET|POST|PUT|PATCH|DELETE) \/[^']*)'/.exec(line);
      // The kind on the same line, or on the next when the call is broken over lines.
      const submitted = /this\.submit\('([a-z-]+)'/.exec(line) ?? (submitOpen ? /^\s*'([a-z-]+)',/.exec(line) : null);
      submitOpen = /this\.submit\(\s*$/.test(line);
      const operation = named?.[1] ?? (submitted ? `POST /instruction-request/${submitted[1]}` : undefined);
      if (operation && namespace && method && method !== 'constructor' && !methods.some((m) => m.call === `${namespace}.${method}`)) {
        methods.push({ call: `${namespace}.${method}`, operation });
      }
    }
  }
  return methods;
}

/** The JSON body schema of an operation, in whichever document holds it, with its document for $refs. */
async function bodySchemaOf(operation: string, documents: Json[]): Promise<{ schema: Json; document: Json } | undefined> {
  const [method, path] = operation.split(' ');
  for (const document of documents) {
    const item = (document.paths as Record<string, Json>)[path];
    const definition = item?.[method.toLowerCase()] as Json | undefined;
    const content = (definition?.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    const schema = (content?.['application/json'] ?? content?.['application/json-patch+json'])?.schema as Json | undefined;
    if (schema) return { schema: resolve(schema, document), document };
  }
  return undefined;
}

function resolve(schema: Json, document: Json): Json {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  return resolve(((document.components as Json).schemas as Record<string, Json>)[ref.split('/').pop()!], document);
}

function typeOf(schema: Json, document: Json): string {
  const resolved = resolve(schema, document);
  const variants = (resolved.anyOf ?? resolved.oneOf) as Json[] | undefined;
  if (variants) return [...new Set(variants.map((v) => typeOf(v, document)))].join(' | ');
  if (resolved.enum) return (resolved.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(' | ');
  if (resolved.type === 'array') return `${typeOf(resolved.items as Json, document)}[]`;
  if (resolved.type === 'object' || resolved.properties) return (resolved.title as string | undefined) ?? 'object';
  return String(resolved.type ?? 'any') + (resolved.format ? ` (${String(resolved.format)})` : '');
}

function exampleOf(schema: Json, document: Json): unknown {
  const resolved = resolve(schema, document);
  if (resolved.example !== undefined) return resolved.example;
  const variants = (resolved.anyOf ?? resolved.oneOf) as Json[] | undefined;
  if (variants) return exampleOf(variants[0], document);
  if (resolved.enum) return (resolved.enum as unknown[])[0];
  if (resolved.type === 'array') return [exampleOf(resolved.items as Json, document)];
  if (resolved.properties) {
    const required = new Set((resolved.required as string[] | undefined) ?? []);
    return Object.fromEntries(
      Object.entries(resolved.properties as Record<string, Json>)
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, exampleOf(property, document)]),
    );
  }
  return resolved.type === 'number' || resolved.type === 'integer' ? 1 : resolved.type === 'boolean' ? true : 'string';
}

const cell = (text: unknown) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s+/g, ' ')
    .trim();

/** The section's text, between and including its markers. */
export async function requestBodiesSection(): Promise<string> {
  const documents: Json[] = [];
  for (const name of ['clients.json', 'instructions.json', 'batches.json', 'webhooks.json', 'sandbox.json', 'products.json', 'portfolios.json']) {
    documents.push(JSON.parse(await readFile(DOCUMENTS_DIR + name, 'utf8')) as Json);
  }
  const parts = [
    BEGIN,
    '',
    'The JSON body each method sends: the fields of the operation it calls, as the OpenAPI documents define them (written',
    'from them by `npm run sdk:generate`), with an example of the required ones. For most methods the body is the object',
    "you pass, with the wire's property names; `instructions.revert` (camelCase), `batches.close`, `webhooks.replay` and the clients' updates build it from",
    "their arguments (see each method above). Money is a JSON number with at most two decimals. An instruction's",
    '`instructionReference` (`InstructionReference` for a revert) may be left out: the SDK makes one (a random UUID).',
  ];
  for (const { call, operation } of await sdkMethods()) {
    const found = await bodySchemaOf(operation, documents);
    if (!found) continue;
    const { schema, document } = found;
    parts.push('', `#### \`${call}\` → \`${operation}\``, '');
    if (schema.description) parts.push(cell(schema.description), '');
    const properties = schema.properties as Record<string, Json> | undefined;
    if (properties) {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      parts.push('| field | type | required | meaning |', '| --- | --- | --- | --- |');
      for (const [name, property] of Object.entries(properties)) {
        parts.push(`| \`${name}\` | ${cell(typeOf(property, document))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(resolve(property, document).description)} |`);
      }
    } else {
      parts.push(`A ${cell(typeOf(schema, document))}.`);
    }
    parts.push('', '```json', JSON.stringify(exampleOf(schema, document), null, 2), '```');
  }
  parts.push('', END);
  return parts.join('\n');
}

/** The README with its section written now. */
export async function readmeWithRequestBodies(): Promise<string> {
  const readme = await readFile(README, 'utf8');
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} has no ${BEGIN} ... ${END} section`);
  return readme.slice(0, start) + (await requestBodiesSection()) + readme.slice(end + END.length);
}
