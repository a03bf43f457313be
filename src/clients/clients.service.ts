/**
 * Client registration and maintenance. Creation is idempotent on the partner's
 * externalReference (same content: the existing client; other content: a
 * conflict), updates are optimistic on clientVersion, and a client of another
 * partner does not exist as far as the caller can tell.
 */
import { createHash } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import fastJsonPatch from 'fast-json-patch';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { canonicaliseKeys, compileBodySchema, toFieldErrors } from '../platform/validation.js';
import {
  type ClientRecord,
  type ClientType,
  findClientByExternalReference,
  findClientByReference,
  insertClientUnlessExists,
  readClientStamp,
  updateClientIfVersion,
} from './clients.repository.js';
import { ClientReadCache } from './client-read-cache.js';
import { CompanyClientCreateSchema, IndividualClientCreateSchema } from './clients.schemas.js';

const { applyPatch, JsonPatchError } = fastJsonPatch;

const SCHEMAS: Record<ClientType, TSchema> = {
  Individual: IndividualClientCreateSchema,
  Company: CompanyClientCreateSchema,
};

type Profile = Record<string, unknown>;

export interface CreateOutcome {
  created: boolean;
  clientReference: string;
}

/** JSON with sorted keys, so equal content hashes equally whatever the order of fields. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function contentHash(type: ClientType, profile: Profile): string {
  return createHash('sha256').update(type).update(canonicalJson(profile)).digest('hex');
}

/** Keeps only the fields the schema knows (unknown input is ignored) and normalises formats. */
function normalise(type: ClientType, input: Profile): Profile {
  const schema = SCHEMAS[type] as unknown as { properties: Record<string, unknown> };
  const profile: Profile = {};
  for (const name of Object.keys(schema.properties)) {
    if (input[name] !== undefined) profile[name] = input[name];
  }
  if (Array.isArray(profile.accounts)) {
    profile.accounts = (profile.accounts as Profile[]).map((account) => {
      const normalised: Profile = {
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        sortCode: String(account.sortCode).replace(/-/g, ''),
        currencyCode: account.currencyCode,
      };
      if (account.bic !== undefined) normalised.bic = String(account.bic).toUpperCase();
      if (account.iban !== undefined) normalised.iban = String(account.iban).replace(/\s+/g, '').toUpperCase();
      return normalised;
    });
  }
  if (Array.isArray(profile.nonUkTaxObligations)) {
    profile.nonUkTaxObligations = (profile.nonUkTaxObligations as Profile[]).map((t) => {
      const obligation: Profile = { countryCode: t.countryCode };
      if (t.taxIdentificationNumber !== undefined) obligation.taxIdentificationNumber = t.taxIdentificationNumber;
      return obligation;
    });
  }
  if (typeof profile.dateOfBirth === 'string') {
    // The date as the partner wrote it: an offset must not move a birthday.
    profile.dateOfBirth = profile.dateOfBirth.trim().slice(0, 10);
  }
  return profile;
}

/** Rules beyond the shape: duplicates and dates. */
function ruleErrors(profile: Profile, today: Date): FieldError[] {
  const errors: FieldError[] = [];
  const obligations = profile.nonUkTaxObligations as Profile[] | undefined;
  if (obligations) {
    const seen = new Set<string>();
    obligations.forEach((obligation, index) => {
      const code = String(obligation.countryCode);
      if (seen.has(code)) errors.push({ field: `nonUkTaxObligations[${index}].countryCode`, reason: 'duplicate' });
      seen.add(code);
    });
  }
  if (typeof profile.dateOfBirth === 'string') {
    const todayText = today.toISOString().slice(0, 10);
    if (profile.dateOfBirth > todayText || profile.dateOfBirth < '1900-01-01') errors.push({ field: 'dateOfBirth', reason: 'range' });
  }
  return errors;
}

function validateWhole(type: ClientType, candidate: Profile, today: Date): Profile {
  const validate = compileBodySchema(SCHEMAS[type]);
  const shapeErrors = validate(candidate) ? [] : toFieldErrors(validate.errors);
  if (shapeErrors.length) throw AppError.validation(shapeErrors);
  const profile = normalise(type, candidate);
  const errors = ruleErrors(profile, today);
  if (errors.length) throw AppError.validation(errors);
  return profile;
}

/** Maps a JSON Pointer's segments to the schema's spelling, ignoring case, as for body properties. */
function canonicalisePointer(pointer: string, schema: TSchema): string {
  if (!pointer.startsWith('/')) throw AppError.validation([{ field: 'path', reason: 'format' }], `"${pointer}" is not a JSON Pointer.`);
  let node: Record<string, unknown> | undefined = schema as unknown as Record<string, unknown>;
  const segments = pointer.slice(1).split('/');
  return (
    '/' +
    segments
      .map((segment) => {
        if (!node) return segment;
        if (node.type === 'array') {
          node = node.items as Record<string, unknown>;
          return segment;
        }
        const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
        if (!properties) return segment;
        const aliases = (node['x-aliases'] ?? {}) as Record<string, string>;
        const wanted = segment.toLowerCase();
        const name = Object.keys(properties).find((p) => p.toLowerCase() === wanted) ?? Object.entries(aliases).find(([alias]) => alias.toLowerCase() === wanted)?.[1];
        node = name ? properties[name] : undefined;
        return name ?? segment;
      })
      .join('/')
  );
}

function notFound(type: ClientType, clientReference: string): AppError {
  return AppError.notFound(`${type === 'Company' ? 'Company client' : 'Client'} ${clientReference}`);
}

export class ClientsService {
  private readonly readCache = new ClientReadCache();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Registers a client, or finds the one the partner already registered with
   * this externalReference and the same content.
   *
   * Errors: `ValidationFailed` (the profile breaks the schema, repeats a
   * nonUkTaxObligations country or has a dateOfBirth out of range), `Conflict`
   * (another client with this externalReference and different content exists),
   * `VersionConflict` (one was created and removed concurrently: retry).
   */
  async createClient(financialPartnerId: string, type: ClientType, input: Profile): Promise<CreateOutcome> {
    const now = this.clock.now();
    const profile = validateWhole(type, input, now);
    const record: ClientRecord = {
      clientReference: newId(),
      financialPartnerId,
      externalReference: String(profile.externalReference),
      clientType: type,
      clientVersion: 1,
      profile,
      contentHash: contentHash(type, profile),
    };
    // The unique index on (partner, externalReference) decides races: whoever inserts
    // first creates the client, every other identical request finds it.
    if (await insertClientUnlessExists(this.db, record, now)) return { created: true, clientReference: record.clientReference };
    const existing = await findClientByExternalReference(this.db, financialPartnerId, record.externalReference);
    if (!existing) throw new AppError('VersionConflict', 'The client was created and removed concurrently; retry.');
    if (existing.clientType === type && existing.contentHash === record.contentHash) {
      return { created: false, clientReference: existing.clientReference };
    }
    throw new AppError('Conflict', `A different client with externalReference "${record.externalReference}" already exists (clientReference ${existing.clientReference}).`);
  }

  /**
   * The sandbox's demo client: registered under the given reference on the
   * first start (the documents' examples name it), found on every later one.
   *
   * Errors: `ValidationFailed` (the profile breaks the schema).
   */
  async ensureSandboxClient(financialPartnerId: string, clientReference: string, input: Profile): Promise<void> {
    const now = this.clock.now();
    const profile = validateWhole('Individual', input, now);
    await insertClientUnlessExists(
      this.db,
      {
        clientReference,
        financialPartnerId,
        externalReference: String(profile.externalReference),
        clientType: 'Individual',
        clientVersion: 1,
        profile,
        contentHash: contentHash('Individual', profile),
      },
      now,
    );
  }

  /**
   * The partner's client of this type.
   *
   * Errors: `NotFound` (the partner has no client of this type with this
   * reference).
   */
  async getClient(financialPartnerId: string, type: ClientType, clientReference: string): Promise<ClientRecord> {
    const client = await findClientByReference(this.db, financialPartnerId, clientReference);
    if (!client || client.clientType !== type) throw notFound(type, clientReference);
    return client;
  }

  /**
   * A partner's read of a client (the GET routes): served from this process's
   * cache while the client's version is unchanged, so most reads cost a lookup
   * of the version alone. The same record object comes back for as long as its
   * entry holds, which lets the route serialise it once.
   *
   * Errors: `NotFound` (the partner has no client of this type with this
   * reference).
   */
  async readClient(financialPartnerId: string, type: ClientType, clientReference: string): Promise<ClientRecord> {
    const stamp = await readClientStamp(this.db, financialPartnerId, clientReference);
    if (!stamp || stamp.clientType !== type) throw notFound(type, clientReference);
    const cached = this.readCache.get(financialPartnerId, clientReference, stamp.clientVersion);
    if (cached) return cached;
    const client = await this.getClient(financialPartnerId, type, clientReference);
    this.readCache.set(client);
    return client;
  }

  /**
   * Applies a partial object (fields present replace, arrays whole) or RFC 6902
   * operations to the current client, validates the result as a whole, and
   * writes it only if the version is still the one the caller read.
   *
   * Errors: `NotFound` (the partner has no client of this type with this
   * reference), `VersionConflict` (clientVersion is not the current version, or
   * another request changed the client meanwhile), `ValidationFailed` (the
   * result breaks the schema or rules, a path is not a JSON Pointer, or an
   * operation cannot be applied), `Conflict` (the change alters
   * externalReference, or a test operation failed).
   */
  async updateClient(financialPartnerId: string, type: ClientType, clientReference: string, clientVersion: number, change: Profile | unknown[]): Promise<void> {
    const current = await this.getClient(financialPartnerId, type, clientReference);
    if (current.clientVersion !== clientVersion) {
      throw new AppError('VersionConflict', `The client is at version ${current.clientVersion}, not ${clientVersion}; fetch it again and retry.`);
    }
    const schema = SCHEMAS[type];
    let candidate: Profile;
    if (Array.isArray(change)) {
      // Values inside operations may spell property names in any case, like bodies.
      candidate = canonicaliseKeys(this.applyOperations(current.profile, change, schema), schema as never) as Profile;
    } else {
      candidate = { ...current.profile, ...(canonicaliseKeys(change, schema as never) as Profile) };
    }
    // Stored dates are plain dates; validation wants ISO text, which they are.
    const profile = validateWhole(type, candidate, this.clock.now());
    if (profile.externalReference !== current.externalReference) {
      throw new AppError('Conflict', 'externalReference cannot be changed; it identifies the client to the partner.');
    }
    const updated = await updateClientIfVersion(
      this.db,
      { clientReference, financialPartnerId, expectedVersion: clientVersion, profile, contentHash: contentHash(type, profile) },
      this.clock.now(),
    );
    if (!updated) throw new AppError('VersionConflict', 'The client was changed by another request; fetch it again and retry.');
  }

  private applyOperations(profile: Profile, operations: unknown[], schema: TSchema): Profile {
    const document = structuredClone(profile);
    const canonical = (operations as { op: string; path: string; from?: string; value?: unknown }[]).map((operation) => ({
      ...operation,
      path: canonicalisePointer(operation.path, schema),
      ...(operation.from !== undefined ? { from: canonicalisePointer(operation.from, schema) } : {}),
    }));
    try {
      return applyPatch(document, canonical as never, true, true).newDocument as Profile;
    } catch (error) {
      if (error instanceof JsonPatchError) {
        if (error.name === 'TEST_OPERATION_FAILED') {
          throw new AppError('Conflict', `A test operation failed at operation ${Number(error.index) + 1}; the client is unchanged.`);
        }
        const field = `[${error.index ?? 0}].path`;
        throw AppError.validation([{ field, reason: 'format' }], `Patch operation ${Number(error.index ?? 0) + 1} cannot be applied: ${error.message.split('\n')[0]}`);
      }
      throw error;
    }
  }
}
