/**
 * Onboarding partners: create one with fresh credentials (shown once, stored as
 * hashes), rotate them, suspend and reactivate, list and search partners, add
 * introducers. Each operator write takes the request's AuditRecorder and records
 * itself in its own transaction (never a secret: client ids only); the
 * platform's own writes (the sandbox seed, tests) pass none.
 */
import type { PartnerAuthenticator } from './partner-api.js';
import {
  findPartnerById,
  findPartnerByClientId,
  insertIntroducer,
  insertPartner,
  type IntroducerRow,
  listIntroducers,
  countIntroducers,
  countPartners,
  listPartners,
  listPartnerIds,
  type PartnerFilter,
  type PartnerStatusRow,
  setPartnerFscsPolicy,
  setPartnerSuspension,
  type FscsPolicy,
  upsertCredentials,
} from './auth.repository.js';
import type { AuditRecorder } from '../audit/audit.js';
import { hashSecret, newSecret } from './secrets.js';
import type { PartnerRole } from './token.service.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { AppError } from '../platform/errors.js';
import { type ListTotal, MAXIMUM_PAGE_SIZE, type Paging, readCountedPage, walkByOffset } from '../platform/paging.js';
import { newId } from '../platform/ids.js';

export type { PartnerStatusRow };

export interface PartnerCredentials {
  financialPartnerId: string;
  name: string;
  role: PartnerRole;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
}

export interface IntroducerInput {
  introducerType: 'individual' | 'business';
  title?: string;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  companyRegistrationNumber?: string;
  companyName?: string;
  officeNumber?: string;
  officeDescription?: string;
}

export class PartnersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly authenticator: PartnerAuthenticator,
  ) {}

  /**
   * Creates a partner with fresh credentials, returned once (only their hashes
   * are stored).
   *
   * Errors: none.
   */
  async createPartner(input: { name: string; role: PartnerRole }, audit?: AuditRecorder): Promise<PartnerCredentials> {
    const financialPartnerId = newId();
    const credentials = {
      clientId: `fp-${newSecret(12)}`,
      clientSecret: newSecret(32),
      subscriptionKey: newSecret(24),
    };
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await insertPartner(trx, { financialPartnerId, name: input.name, role: input.role, createdAt: now });
      await upsertCredentials(trx, {
        financialPartnerId,
        clientId: credentials.clientId,
        clientSecretHash: hashSecret(credentials.clientSecret),
        subscriptionKeyHash: hashSecret(credentials.subscriptionKey),
        rotatedAt: now,
      });
      await audit?.(trx, { objectType: 'partner', objectId: financialPartnerId, before: null, after: { name: input.name, role: input.role, clientId: credentials.clientId } });
    });
    return { financialPartnerId, name: input.name, role: input.role, ...credentials };
  }

  /**
   * Replaces the client secret and subscription key. Tokens already issued stay
   * valid until they expire, but cannot be used without the new key.
   *
   * Errors: `NotFound` (no such partner).
   */
  async rotateCredentials(financialPartnerId: string, audit?: AuditRecorder): Promise<PartnerCredentials> {
    const credentials = { clientId: `fp-${newSecret(12)}`, clientSecret: newSecret(32), subscriptionKey: newSecret(24) };
    const partner = await this.db.transaction().execute(async (trx) => {
      const found = await findPartnerById(trx, financialPartnerId);
      if (!found) throw AppError.notFound(`Partner ${financialPartnerId}`);
      const [before] = await listPartners(trx, { financialPartnerId });
      await upsertCredentials(trx, {
        financialPartnerId,
        clientId: credentials.clientId,
        clientSecretHash: hashSecret(credentials.clientSecret),
        subscriptionKeyHash: hashSecret(credentials.subscriptionKey),
        rotatedAt: this.clock.now(),
      });
      await audit?.(trx, {
        objectType: 'partner',
        objectId: financialPartnerId,
        objectName: found.name,
        before: { clientId: before?.clientId ?? null },
        after: { clientId: credentials.clientId },
      });
      return found;
    });
    await this.authenticator.credentialsChanged();
    return { financialPartnerId, name: partner.name, role: partner.role as PartnerRole, ...credentials };
  }

  /**
   * Suspends a partner: its token requests and API calls answer 401 with a
   * description that says so, in every API process by the time this answers
   * (PartnerAuthenticator.credentialsChanged); its data stays. Suspending a suspended partner is a conflict.
   *
   * Errors: `NotFound` (no such partner), `Conflict` (the partner is suspended
   * already).
   */
  async suspend(financialPartnerId: string, reason: string, audit?: AuditRecorder): Promise<PartnerStatusRow> {
    return this.changeSuspension(financialPartnerId, { reason }, audit);
  }

  /**
   * Lifts a suspension; reactivating an active partner is a conflict.
   *
   * Errors: `NotFound` (no such partner), `Conflict` (the partner is active
   * already).
   */
  async reactivate(financialPartnerId: string, audit?: AuditRecorder): Promise<PartnerStatusRow> {
    return this.changeSuspension(financialPartnerId, null, audit);
  }

  private async changeSuspension(financialPartnerId: string, suspension: { reason: string } | null, audit?: AuditRecorder): Promise<PartnerStatusRow> {
    const now = this.clock.now();
    const after = await this.db.transaction().execute(async (trx) => {
      const before = await this.partnerStatus(trx, financialPartnerId);
      if (!(await setPartnerSuspension(trx, financialPartnerId, suspension && { at: now, reason: suspension.reason }, now))) {
        throw new AppError('Conflict', `Partner ${financialPartnerId} is ${before.suspendedAt ? 'suspended' : 'active'} already.`);
      }
      const changed = await this.partnerStatus(trx, financialPartnerId);
      await audit?.(trx, { objectType: 'partner', objectId: financialPartnerId, objectName: before.name, before: suspensionOf(before), after: suspensionOf(changed) });
      return changed;
    });
    await this.authenticator.credentialsChanged();
    return after;
  }

  /**
   * Sets what the partner's deposits do when they would take a client over
   * its FSCS limit in a banking group: `warn` (Processed, with the event
   * client.fscs_limit_exceeded) or `block` (Rejected). Deposits processed
   * after the commit follow it (docs/fscs.md).
   *
   * Errors: `NotFound` (no such partner).
   */
  async setFscsPolicy(financialPartnerId: string, policy: FscsPolicy, audit?: AuditRecorder): Promise<PartnerStatusRow> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.partnerStatus(trx, financialPartnerId);
      await setPartnerFscsPolicy(trx, financialPartnerId, policy, this.clock.now());
      await audit?.(trx, {
        objectType: 'partner',
        objectId: financialPartnerId,
        objectName: before.name,
        before: { fscsPolicy: before.fscsPolicy },
        after: { fscsPolicy: policy },
      });
      return { ...before, fscsPolicy: policy };
    });
  }

  private async partnerStatus(db: Db, financialPartnerId: string): Promise<PartnerStatusRow> {
    const [partner] = await listPartners(db, { financialPartnerId });
    if (!partner) throw AppError.notFound(`Partner ${financialPartnerId}`);
    return partner;
  }

  /**
   * A partner with its status.
   *
   * Errors: `NotFound` (no such partner).
   */
  async getPartner(financialPartnerId: string): Promise<PartnerStatusRow> {
    return this.partnerStatus(this.db, financialPartnerId);
  }

  /**
   * The names of these partners, by id (the operator's lists name each row's
   * partner); an unknown id is left out. One query whatever their number.
   *
   * Errors: none.
   */
  async namesOf(financialPartnerIds: Iterable<string>): Promise<Map<string, string>> {
    const ids = [...new Set(financialPartnerIds)];
    if (ids.length === 0) return new Map();
    const rows = await listPartners(this.db, { financialPartnerIds: ids }, { offset: 0, limit: ids.length });
    return new Map(rows.map((row) => [row.financialPartnerId, row.name]));
  }

  /**
   * Every partner's id: what a search of another context names when it looks
   * for a key unique per partner (an instruction reference) without a partner,
   * so that it probes its index once per partner instead of scanning.
   *
   * Errors: none.
   */
  allPartnerIds(): Promise<string[]> {
    return listPartnerIds(this.db);
  }

  /**
   * A page of partners matching the filter.
   *
   * Errors: none.
   */
  listPartners(filter: PartnerFilter, paging: Paging): Promise<{ rows: PartnerStatusRow[]; hasMore: boolean } & ListTotal> {
    return readCountedPage(
      paging,
      (offset, limit) => listPartners(this.db, filter, { offset, limit }),
      (limit) => countPartners(this.db, filter, limit),
    );
  }

  /** Every partner matching the filter, in onboarding order, a chunk at a time (the CSV export). */
  exportPartners(filter: PartnerFilter): AsyncGenerator<PartnerStatusRow[]> {
    return walkByOffset((offset, limit) => listPartners(this.db, filter, { offset, limit }));
  }

  /**
   * An unknown partner is 404, not an empty list: an operator with a mistyped
   * id must not read "no introducers".
   *
   * Errors: `NotFound` (no such partner).
   */
  async listIntroducers(
    financialPartnerId: string,
    filter: { introducerType?: 'individual' | 'business' } = {},
    paging: Paging = { pageNumber: 1, pageSize: MAXIMUM_PAGE_SIZE },
  ): Promise<{ rows: IntroducerRow[]; hasMore: boolean } & ListTotal> {
    await this.requirePartner(financialPartnerId);
    return readCountedPage(
      paging,
      (offset, limit) => listIntroducers(this.db, financialPartnerId, filter, { offset, limit }),
      (limit) => countIntroducers(this.db, financialPartnerId, filter, limit),
    );
  }

  /**
   * Every introducer of a partner matching the filter, in creation order, a chunk at a time (the CSV export).
   *
   * Errors: `NotFound` (no such partner).
   */
  async exportIntroducers(financialPartnerId: string, filter: { introducerType?: 'individual' | 'business' }): Promise<AsyncGenerator<IntroducerRow[]>> {
    await this.requirePartner(financialPartnerId);
    return walkByOffset((offset, limit) => listIntroducers(this.db, financialPartnerId, filter, { offset, limit }));
  }

  /** An unknown partner is 404 (its introducers are not "none"). Errors: `NotFound`. */
  private async requirePartner(financialPartnerId: string): Promise<void> {
    if (!(await findPartnerById(this.db, financialPartnerId))) throw AppError.notFound(`Partner ${financialPartnerId}`);
  }

  /**
   * Adds an introducer to a partner.
   *
   * Errors: `NotFound` (no such partner).
   */
  async createIntroducer(financialPartnerId: string, input: IntroducerInput, audit?: AuditRecorder): Promise<IntroducerRow> {
    await this.requirePartner(financialPartnerId);
    const now = this.clock.now();
    const row: IntroducerRow = {
      introducerId: newId(),
      financialPartnerId,
      introducerType: input.introducerType,
      title: input.title ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      emailAddress: input.emailAddress ?? null,
      phoneNumber: input.phoneNumber ?? null,
      companyRegistrationNumber: input.companyRegistrationNumber ?? null,
      companyName: input.companyName ?? null,
      officeNumber: input.officeNumber ?? null,
      officeDescription: input.officeDescription ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await this.db.transaction().execute(async (trx) => {
      await insertIntroducer(trx, row);
      await audit?.(trx, { objectType: 'introducer', objectId: row.introducerId, before: null, after: { ...row, createdAt: now.toISOString(), updatedAt: now.toISOString() } });
    });
    return row;
  }

  /**
   * The sandbox's demo partner, with the well-known credentials from config, made
   * or refreshed at every sandbox start so changed variables take effect.
   *
   * Errors: none.
   */
  async ensureSandboxPartner(sandbox: { clientId: string; clientSecret: string; subscriptionKey: string }): Promise<string> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      let financialPartnerId = await findPartnerByClientId(trx, sandbox.clientId);
      let created = false;
      if (!financialPartnerId) {
        financialPartnerId = newId();
        created = true;
        await insertPartner(trx, { financialPartnerId, name: 'Sandbox Wealth Partner', role: 'wealth', createdAt: now });
      }
      await upsertCredentials(trx, {
        financialPartnerId,
        clientId: sandbox.clientId,
        clientSecretHash: hashSecret(sandbox.clientSecret),
        subscriptionKeyHash: hashSecret(sandbox.subscriptionKey),
        rotatedAt: now,
      });
      if (created) {
        await insertIntroducer(trx, {
          introducerId: newId(),
          financialPartnerId,
          introducerType: 'business',
          title: null,
          firstName: 'Alex',
          lastName: 'Morgan',
          emailAddress: 'alex.morgan@example-introducer.test',
          phoneNumber: '+44 20 7946 0000',
          companyRegistrationNumber: '01234567',
          companyName: 'Example Introducer Ltd',
          officeNumber: '1',
          officeDescription: 'London office',
          createdAt: now,
          updatedAt: now,
        });
      }
      return financialPartnerId;
    });
  }
}

function suspensionOf(partner: PartnerStatusRow) {
  return { suspendedAt: partner.suspendedAt?.toISOString() ?? null, suspensionReason: partner.suspensionReason };
}
