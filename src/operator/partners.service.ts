/**
 * Onboarding partners: create one with fresh credentials (shown once, stored as
 * hashes), rotate them, list partners, add introducers.
 */
import type { PartnerAuthenticator } from '../auth/partner-api.js';
import {
  findPartnerById,
  findPartnerByClientId,
  insertIntroducer,
  insertPartner,
  type IntroducerRow,
  listIntroducers,
  listPartners,
  upsertCredentials,
} from '../auth/auth.repository.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import type { PartnerRole } from '../auth/token.service.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../database.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';

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

  async createPartner(input: { name: string; role: PartnerRole }): Promise<PartnerCredentials> {
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
    });
    return { financialPartnerId, name: input.name, role: input.role, ...credentials };
  }

  /**
   * Replaces the client secret and subscription key. Tokens already issued stay
   * valid until they expire, but cannot be used without the new key.
   */
  async rotateCredentials(financialPartnerId: string): Promise<PartnerCredentials> {
    const partner = await findPartnerById(this.db, financialPartnerId);
    if (!partner) throw AppError.notFound(`Partner ${financialPartnerId}`);
    const credentials = { clientId: `fp-${newSecret(12)}`, clientSecret: newSecret(32), subscriptionKey: newSecret(24) };
    await upsertCredentials(this.db, {
      financialPartnerId,
      clientId: credentials.clientId,
      clientSecretHash: hashSecret(credentials.clientSecret),
      subscriptionKeyHash: hashSecret(credentials.subscriptionKey),
      rotatedAt: this.clock.now(),
    });
    this.authenticator.forgetKeys();
    return { financialPartnerId, name: partner.name, role: partner.role as PartnerRole, ...credentials };
  }

  listPartners() {
    return listPartners(this.db);
  }

  /** An unknown partner is 404, not an empty list: an operator with a mistyped id must not read "no introducers". */
  async listIntroducers(financialPartnerId: string): Promise<IntroducerRow[]> {
    const partner = await findPartnerById(this.db, financialPartnerId);
    if (!partner) throw AppError.notFound(`Partner ${financialPartnerId}`);
    return listIntroducers(this.db, financialPartnerId);
  }

  async createIntroducer(financialPartnerId: string, input: IntroducerInput): Promise<IntroducerRow> {
    const partner = await findPartnerById(this.db, financialPartnerId);
    if (!partner) throw AppError.notFound(`Partner ${financialPartnerId}`);
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
    await insertIntroducer(this.db, row);
    return row;
  }

  /**
   * The sandbox's demo partner, with the well-known credentials from config, made
   * or refreshed at every sandbox start so changed variables take effect.
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
