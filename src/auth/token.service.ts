/**
 * The token service: client-credentials grant, ES256 access tokens with a key
 * id, the JWKS, and verification of presented tokens with a small cache, since
 * an ES256 verification costs more than the rest of a typical request.
 */
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { type CryptoKey, type JWK, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../platform/clock.js';
import { type PartnerCounters, UNKNOWN_PARTNER } from '../platform/metrics.js';
import type { Db } from '../database.js';
import { findCredentialsByClientId, insertSigningKeyIfNone, listSigningKeys } from './auth.repository.js';
import { secretMatches } from './secrets.js';

export const TOKEN_AUDIENCE = 'savings-platform-partner-api';

export type PartnerRole = 'pension' | 'wealth' | 'institution';

export interface PartnerPrincipal {
  financialPartnerId: string;
  role: PartnerRole;
}

export class TokenRequestError extends Error {
  constructor(
    readonly oauthError: 'invalid_client' | 'invalid_request' | 'unsupported_grant_type' | 'unauthorized_client',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class TokenInvalidError extends Error {}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

interface CachedToken {
  principal: PartnerPrincipal;
  expiresAtMs: number;
}

const MAX_CACHED_TOKENS = 10_000;

export class TokenService {
  private signingKey!: SigningKey;
  private verificationKeys = new Map<string, CryptoKey | Uint8Array>();
  private readonly cache = new Map<string, CachedToken>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: {
      ttlSeconds: number;
      issuer: string;
      signingKeyPem?: string;
      /** Tokens issued and refused client credentials, per partner (the platform's metrics). */
      counters?: Pick<PartnerCounters, 'tokensIssued' | 'authenticationFailures'>;
    },
  ) {}

  /**
   * Loads the signing key: the configured PEM in production, otherwise the one
   * kept in the database (created on first start), so tokens survive restarts.
   *
   * Errors: none (no `AppError`); a configured PEM that is not a private key
   * throws as Node's crypto does, at start.
   */
  async init(): Promise<void> {
    if (this.options.signingKeyPem) {
      const privateKey = createPrivateKey(this.options.signingKeyPem);
      const publicJwk = (await exportJWK(createPublicKey(privateKey))) as JWK;
      const kid = await calculateJwkThumbprint(publicJwk);
      this.signingKey = { kid, privateKey: privateKey as unknown as CryptoKey, publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
      this.verificationKeys.set(kid, createPublicKey(privateKey) as unknown as CryptoKey);
      return;
    }
    let keys = await listSigningKeys(this.db);
    if (keys.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await insertSigningKeyIfNone(this.db, {
        kid,
        privateJwk: await exportJWK(privateKey),
        publicJwk,
        createdAt: this.clock.now(),
      });
      keys = await listSigningKeys(this.db);
    }
    for (const key of keys) {
      this.verificationKeys.set(key.kid, await importJWK(key.publicJwk as JWK, 'ES256'));
    }
    const newest = keys[keys.length - 1];
    this.signingKey = {
      kid: newest.kid,
      privateKey: await importJWK(newest.privateJwk as JWK, 'ES256'),
      publicJwk: { ...(newest.publicJwk as JWK), kid: newest.kid, alg: 'ES256', use: 'sig' },
    };
  }

  /**
   * The public keys tokens are verified with (the JWKS document).
   *
   * Errors: none.
   */
  jwks(): { keys: JWK[] } {
    return { keys: [this.signingKey.publicJwk] };
  }

  /**
   * Issues an access token for the client_credentials grant.
   *
   * Errors: no `AppError`: the token endpoint answers in OAuth 2.0's own
   * format, so it throws `TokenRequestError` with an OAuth error code:
   * `invalid_request` (400; no grant_type), `unsupported_grant_type` (400; not
   * client_credentials), `invalid_client` (401; no client credentials, an
   * unknown client id or wrong secret, or a suspended partner).
   */
  async issueToken(
    grantType: string | undefined,
    clientId: string | undefined,
    clientSecret: string | undefined,
  ): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
    if (!grantType) throw new TokenRequestError('invalid_request', 400, 'grant_type is required.');
    if (grantType !== 'client_credentials') {
      throw new TokenRequestError('unsupported_grant_type', 400, 'Only the client_credentials grant is supported.');
    }
    // A refused client is counted under the partner its client id names, when that id is one the platform issued.
    const refuse = (financialPartnerId: string | undefined, message: string) => {
      this.options.counters?.authenticationFailures.inc({ financial_partner_id: financialPartnerId ?? UNKNOWN_PARTNER, api: 'token' });
      return new TokenRequestError('invalid_client', 401, message);
    };
    if (!clientId || !clientSecret) throw refuse(undefined, 'Client authentication is required (client_id and client_secret, or HTTP Basic).');
    const credentials = await findCredentialsByClientId(this.db, clientId);
    if (!credentials || !secretMatches(clientSecret, credentials.clientSecretHash)) {
      throw refuse(credentials?.financialPartnerId, 'The client id or secret is not valid.');
    }
    if (credentials.suspendedAt) {
      throw refuse(credentials.financialPartnerId, 'This partner is suspended by the platform operator; its data is kept. Contact the operator to be reactivated.');
    }
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const accessToken = await new SignJWT({ financial_partner_id: credentials.financialPartnerId, role: credentials.role })
      .setProtectedHeader({ alg: 'ES256', kid: this.signingKey.kid, typ: 'at+jwt' })
      .setIssuer(this.options.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(credentials.clientId)
      .setIssuedAt(nowSeconds)
      .setNotBefore(nowSeconds)
      .setExpirationTime(nowSeconds + this.options.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.signingKey.privateKey);
    this.options.counters?.tokensIssued.inc({ financial_partner_id: credentials.financialPartnerId });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: this.options.ttlSeconds };
  }

  /**
   * Verifies a bearer token; a token seen before is answered from the cache
   * until it expires.
   *
   * Errors: no `AppError`: it throws `TokenInvalidError` (unknown key id,
   * expired or invalid token), which the Partner API's authentication
   * (partner-api.ts) answers as `Unauthorized`.
   */
  async verify(token: string): Promise<PartnerPrincipal> {
    const nowMs = this.clock.now().getTime();
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.expiresAtMs > nowMs) return cached.principal;
      this.cache.delete(token);
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? this.verificationKeys.get(header.kid) : undefined;
          if (!key) throw new TokenInvalidError('unknown key id');
          return key;
        },
        {
          algorithms: ['ES256'],
          issuer: this.options.issuer,
          audience: TOKEN_AUDIENCE,
          currentDate: new Date(nowMs),
          clockTolerance: 0,
        },
      ));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new TokenInvalidError(expired ? 'The access token has expired.' : 'The access token is not valid.');
    }
    const partnerId = payload.financial_partner_id;
    const role = payload.role;
    if (typeof partnerId !== 'string' || (role !== 'pension' && role !== 'wealth' && role !== 'institution') || !payload.exp) {
      throw new TokenInvalidError('The access token is not valid.');
    }
    const principal: PartnerPrincipal = { financialPartnerId: partnerId, role };
    if (this.cache.size >= MAX_CACHED_TOKENS) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { principal, expiresAtMs: payload.exp * 1000 });
    return principal;
  }
}
