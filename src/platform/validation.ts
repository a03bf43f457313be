/**
 * Request validation: one Ajv setup for every route, the platform's own formats,
 * case-insensitive property names, and the translation of Ajv's errors into the
 * {field, reason} list of docs/decisions/errors.md.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import countries from 'i18n-iso-countries';
import type { FieldError, ValidationReason } from './errors.js';
import { isGuid, parseBigintId } from './ids.js';
import { MoneyFormatError, parseAmount } from './money.js';
import { isIsoDateTime } from './time.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export function isCountryAlpha3(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && countries.isValid(code);
}

/** ISO 13616 IBAN: country, check digits, then the mod-97 check over the rearranged text. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function isMoney(value: number): boolean {
  try {
    parseAmount(value);
    return true;
  } catch (error) {
    if (error instanceof MoneyFormatError) return false;
    throw error;
  }
}

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // JSON.parse reads 1e400 as Infinity, which Ajv otherwise takes for an
    // integer (Infinity % 1 is NaN: "no fraction"); no field of ours holds one.
    // Not with coercion: Ajv then turns the text "1e400" into Infinity after
    // the type check and skips minimum/maximum for it, where without
    // strictNumbers every query number's maximum refuses it.
    strictNumbers: !coerceTypes,
  });
  addFormats(ajv);
  ajv.addFormat('iso-date-time', { type: 'string', validate: isIsoDateTime });
  ajv.addFormat('country-alpha3', { type: 'string', validate: isCountryAlpha3 });
  ajv.addFormat('iban', { type: 'string', validate: isIban });
  ajv.addFormat('guid', { type: 'string', validate: isGuid });
  ajv.addFormat('bigint-id', { type: 'string', validate: (text: string) => parseBigintId(text) !== undefined });
  // RFC 3339 dates and date-times, held to the years the platform takes (time.ts):
  // year 0000 is no PostgreSQL date, and a year past 9999 no text PGlite reads back.
  for (const name of ['date', 'date-time'] as const) {
    const rfc3339 = ajv.formats[name] as { validate: (text: string) => boolean };
    ajv.addFormat(name, { type: 'string', validate: (text: string) => rfc3339.validate(text) && isIsoDateTime(text) });
  }
  ajv.addFormat('money', { type: 'number', validate: isMoney });
  ajv.addKeyword({ keyword: 'x-aliases' });
  return ajv;
}

/** Bodies are never coerced: a string where a number belongs is an error, not a guess. */
export const bodyAjv = createAjv(false);
/** Path and query parameters arrive as text and are coerced to their schema types. */
export const paramAjv = createAjv(true);

export { MAX_FIELD_ERRORS } from './errors.js';

type JsonSchema = Record<string, unknown>;

/** Keywords whose cost grows with the size of a string, checked only once its length is within maxLength. */
const STRING_CONTENT_KEYWORDS = ['pattern', 'format'];
/** Keywords whose cost grows with the number of items, checked only once the count is within maxItems. */
const ARRAY_CONTENT_KEYWORDS = ['items', 'uniqueItems', 'contains', 'additionalItems'];

/**
 * The schema as Ajv checks it: the same rules, but the items of an array are
 * looked at only when the array is within its maxItems, and a string's pattern
 * and format only when it is within its maxLength (as `if: {maxItems} then:
 * {items}`). With allErrors, Ajv would otherwise report every one of 300,000
 * bad items after the single maxItems error that already refuses the body;
 * that is where an oversized request's time and memory went. The documented
 * schema (OpenAPI) is left as written.
 */
export function guardLimits(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(guardLimits);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    // Literal values (enum, const, default, examples) are data, not schemas.
    result[key] = ['enum', 'const', 'default', 'example', 'examples'].includes(key) ? value : guardLimits(value);
  }
  const guard = (limitKeyword: 'maxItems' | 'maxLength', contentKeywords: string[]) => {
    const limit = result[limitKeyword];
    if (typeof limit !== 'number') return;
    const then: JsonSchema = {};
    for (const keyword of contentKeywords) {
      if (keyword in result) {
        then[keyword] = result[keyword];
        delete result[keyword];
      }
    }
    if (Object.keys(then).length === 0) return;
    // A schema already using if/then keeps it; ours goes one level down.
    const conditional = { if: { [limitKeyword]: limit }, then };
    result.allOf = [...((result.allOf as unknown[]) ?? []), conditional];
  };
  guard('maxItems', ARRAY_CONTENT_KEYWORDS);
  guard('maxLength', STRING_CONTENT_KEYWORDS);
  return result;
}

const compiledBody = new WeakMap<object, ValidateFunction>();
const compiledParams = new WeakMap<object, ValidateFunction>();

function compileWith(ajv: Ajv, cache: WeakMap<object, ValidateFunction>, schema: object): ValidateFunction {
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(guardLimits(schema) as object);
    cache.set(schema, validate);
  }
  return validate;
}

/**
 * A body's objects are closed (issue 31 point 7): a property its schema does not
 * define (after case folding and x-aliases, see canonicaliseKeys) is refused with
 * reason `unknown` instead of dropped. A schema that says additionalProperties
 * itself keeps its word; the parts of an allOf stay open (each sees only its own
 * properties).
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const result: JsonSchema = { ...source };
  if (source.properties && typeof source.properties === 'object') {
    result.properties = Object.fromEntries(Object.entries(source.properties as JsonSchema).map(([name, inner]) => [name, closeObjects(inner)]));
    if (source.additionalProperties === undefined && source.patternProperties === undefined) result.additionalProperties = false;
  }
  for (const key of ['items', 'anyOf', 'oneOf'] as const) if (key in source) result[key] = closeObjects(source[key]);
  return result;
}

const bodyKeys = new WeakMap<object, object>();

export function compileBodySchema(schema: object): ValidateFunction {
  let closed = bodyKeys.get(schema);
  if (!closed) {
    closed = closeObjects(schema) as object;
    bodyKeys.set(schema, closed);
  }
  return compileWith(bodyAjv, compiledBody, closed);
}

/** Path, query and header schemas: coerced from text. */
export function compileParamSchema(schema: object): ValidateFunction {
  return compileWith(paramAjv, compiledParams, schema);
}

function reasonFor(error: ErrorObject): ValidationReason {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return (error.params as { limit: number }).limit <= 1 ? 'required' : 'range';
    case 'maxLength':
      return 'maxLength';
    case 'format':
      return (error.params as { format: string }).format === 'money' ? 'precision' : 'format';
    case 'pattern':
      return 'format';
    case 'enum':
    case 'const':
      return 'enum';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return 'range';
    case 'multipleOf':
      return 'precision';
    case 'uniqueItems':
      return 'duplicate';
    case 'additionalProperties':
      return 'unknown';
    case 'type':
    case 'anyOf':
    case 'oneOf':
      return 'type';
    default:
      return 'format';
  }
}

/** '/accounts/0/sortCode' → 'accounts[0].sortCode' */
export function fieldPath(instancePath: string, prefix?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  let path = prefix ?? '';
  for (const part of parts) {
    const name = part.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(name) ? `[${name}]` : path ? `.${name}` : name;
  }
  return path;
}

/**
 * A failed union (anyOf/oneOf) reports every branch. A branch whose only
 * complaint is the type of the value itself (an array where the object branch was
 * meant, or the reverse) says nothing useful when another branch has the real
 * field errors, so its errors are dropped.
 */
function withoutWrongTypeBranches(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const union of errors) {
    if (union.keyword !== 'anyOf' && union.keyword !== 'oneOf') continue;
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of errors) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const isWrongType = (branchErrors: ErrorObject[]) => branchErrors.length === 1 && branchErrors[0].keyword === 'type' && branchErrors[0].instancePath === union.instancePath;
    const meaningful = [...branches.values()].filter((b) => !isWrongType(b));
    if (meaningful.length === 0) continue;
    for (const branchErrors of branches.values()) if (isWrongType(branchErrors)) dropped.add(branchErrors[0]);
  }
  return dropped.size ? errors.filter((e) => !dropped.has(e)) : errors;
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix?: string): FieldError[] {
  if (!errors?.length) return [];
  // A failed union reports every branch; keep the branch errors, not the union summary,
  // unless the union summary is all there is.
  // 'if' only says its 'then' failed (our limit guards, see guardLimits); the 'then' errors name the fields.
  const specific = withoutWrongTypeBranches(errors).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  const chosen = specific.length ? specific : errors;
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of chosen) {
    let field = fieldPath(error.instancePath, prefix);
    if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      field = field ? `${field}.${missing}` : missing;
    } else if (error.keyword === 'additionalProperties') {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      field = field ? `${field}.${unknown}` : unknown;
    }
    const reason = reasonFor(error);
    const key = `${field}|${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ field: field || '(body)', reason });
  }
  return result;
}

// ---------------------------------------------------------------- case-insensitive names

interface SchemaLike {
  type?: string | string[];
  maxItems?: number;
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  'x-aliases'?: Record<string, string>;
}

function branchFor(schema: SchemaLike, value: unknown): SchemaLike | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const wanted = Array.isArray(value) ? 'array' : typeof value === 'object' && value !== null ? 'object' : undefined;
  return branches.find((b) => b.type === wanted || (wanted === 'object' && b.properties)) ?? undefined;
}

/**
 * Renames input properties to the schema's spelling, ignoring case, and folds the
 * documented spelling variants (declared on a schema as x-aliases) onto the
 * canonical name. Unknown properties are left alone: body validation refuses them
 * (closeObjects).
 */
export function canonicaliseKeys(value: unknown, schema: SchemaLike | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const target = branchFor(schema, value);
  if (!target) return value;
  if (Array.isArray(value)) {
    // An array over its limit is refused by validation whatever its items say: not worth renaming them.
    if (target.maxItems !== undefined && value.length > target.maxItems) return value;
    return target.items ? value.map((item) => canonicaliseKeys(item, target.items)) : value;
  }
  if (!target.properties) return value;
  const names = new Map<string, string>();
  for (const name of Object.keys(target.properties)) names.set(name.toLowerCase(), name);
  for (const [alias, name] of Object.entries(target['x-aliases'] ?? {})) names.set(alias.toLowerCase(), name);
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const canonical = names.get(key.toLowerCase());
    if (canonical === undefined) {
      if (!(key in result)) result[key] = inner;
      continue;
    }
    result[canonical] = canonicaliseKeys(inner, target.properties[canonical]);
  }
  return result;
}

/** Query parameter names ignore case: PageNumber = pageNumber. */
export function canonicaliseQuery(query: object, schema: SchemaLike | undefined): Record<string, unknown> {
  return canonicaliseKeys(query, schema) as Record<string, unknown>;
}
