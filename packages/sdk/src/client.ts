/** SavingsPlatform: one object per partner and environment, with one namespace per API. */
import { TimeoutError } from './errors.js';
import { cursorPaged, onePage, paged, type Paged } from './paging.js';
import { PlatformPromise, type RequestOptions, type WithResponse } from './response.js';
import { type FetchLike, type Http, sleep, Transport } from './transport.js';
import { WebhooksApi } from './webhooks.js';
import type {
  BatchClosure,
  BatchReferencePage,
  ClientCreated,
  ClientPortfolios,
  ClosureInput,
  CompanyClient,
  CompanyClientChanges,
  CompanyClientInput,
  DepositInput,
  FscsExposure,
  IndividualClient,
  IndividualClientChanges,
  IndividualClientInput,
  InstructionAccepted,
  InstructionBatch,
  InstructionBatchList,
  InstructionFilterType,
  InstructionStatus,
  InstructionSummary,
  InstructionSummaryPage,
  Introducer,
  PendingInstructions,
  PendingInstructionsQuery,
  PortfolioInformation,
  PortfolioPage,
  PortfolioWalkPage,
  InstitutionDocumentType,
  SandboxClock,
  SandboxClockAdvance,
  SandboxRunReport,
  Product,
  ProductDocument,
  ProductDocumentType,
  ProductIssueSummary,
  ProductItem,
  ProductList,
  RevertInput,
  WithdrawalInput,
} from './types.js';

export interface SavingsPlatformOptions {
  /** The environment's address, e.g. `http://127.0.0.1:8080` (the sandbox of `npm start`). */
  baseUrl: string;
  /** The token service's address; defaults to `baseUrl`. */
  authUrl?: string;
  clientId: string;
  clientSecret: string;
  /** Sent as `cdpapi-Subscription-Key` on every call. */
  subscriptionKey: string;
  /** Retries of one call after a 429, a timeout, a network failure or a 502/503/504 (default 3); a call's `RequestOptions.maxRetries` overrides it. */
  maxRetries?: number;
  /**
   * How long one attempt of a call (and of a token request) may wait for the
   * platform's answer, headers and body, in ms (default 30000); a call's
   * `RequestOptions.timeout` overrides it. Then the attempt is abandoned:
   * retried when the call is safe to repeat, else (or once the retries are
   * spent) thrown as `TimeoutError`.
   */
  timeout?: number;
  /** First backoff step in ms, doubled at each retry, with jitter (default 250). */
  retryBaseDelayMs?: number;
  /** Longest wait between two attempts in ms (default 20000); a longer Retry-After is not waited for. */
  retryMaxDelayMs?: number;
  /** A token is renewed this many seconds before it expires (default: 60, or half the token's lifetime when that is shorter). */
  tokenRenewalMarginSeconds?: number;
  /** The fetch to use (default: the global fetch). */
  fetch?: FetchLike;
}

/** The outcome of `forClient` with `ifModifiedSince`. */
export type ClientPortfoliosResult = ({ notModified: false; lastModified: string | undefined } & ClientPortfolios) | { notModified: true };

export interface WaitOptions {
  /** Give up (`TimeoutError`, code `Timeout`) after this long (default 60000 ms). */
  timeoutMs?: number;
  /** First wait between two polls (default 250 ms); doubled after each poll up to `maxIntervalMs`. */
  intervalMs?: number;
  /** Longest wait between two polls (default 5000 ms). */
  maxIntervalMs?: number;
}

/** The date-based version of each API the SDK was generated for (sent as `api-version`). */
const API_VERSION = { clients: '2020-08-01', products: '2022-07-01', instructions: '2021-11-01', portfolios: '2020-04-01' } as const;

const enc = encodeURIComponent;
const DEFAULT_TIMEOUT_MS = 30_000;

function newReference(): string {
  return globalThis.crypto.randomUUID();
}

function dateParam(value: string | Date): string {
  return typeof value === 'string' ? value : value.toISOString();
}

/**
 * The platform's APIs for one partner in one environment: `clients`, `products`, `instructions`,
 * `portfolios`, `batches`, `webhooks` and (a sandbox only) `sandbox`. It gets and renews its OAuth token
 * itself and retries what is safe to repeat (README, Retries).
 *
 * Errors of every call. Each method's `@throws` names the errors of its own route; any call can
 * also end with (README, Errors):
 * - `AuthenticationError`: 401 `Unauthorized` (a subscription key or token refused, a suspended partner), or the
 *   token service's `invalid_client` when the credentials are wrong;
 * - `ValidationError`: 400 `MalformedRequest` or `UnsupportedApiVersion`;
 * - `RateLimitError`: 429 `TooManyRequests`, once the retries are spent;
 * - `ServerError`: 5xx `InternalError`, `ServiceUnavailable` (or a gateway's 502/503/504), once the retries are spent;
 * - `TimeoutError` (`Timeout`), `ConnectionError` (`NetworkError`): no answer, once the retries are spent;
 * - `RequestAbortedError` (`Aborted`): the call's `signal` aborted it.
 *
 * A call with a body can also end with a `PlatformError` of status 413 `PayloadTooLarge`. An instruction
 * the platform refuses is not thrown: it ends `Rejected`, with a `statusReasonCode` (a `RejectionCode`).
 *
 * @example
 * ```ts
 * const platform = new SavingsPlatform({
 *   baseUrl: 'http://127.0.0.1:8080', // the sandbox of `npm start`
 *   clientId: 'sandbox-partner',
 *   clientSecret: 'sandbox-secret',
 *   subscriptionKey: 'sandbox-key',
 * });
 * const { productItems } = await platform.products.list();
 * ```
 */
export class SavingsPlatform {
  readonly clients: ClientsApi;
  readonly products: ProductsApi;
  readonly instructions: InstructionsApi;
  readonly portfolios: PortfoliosApi;
  readonly batches: BatchesApi;
  /** The Webhooks API (beyond the specification): endpoints, the events feed, delivery logs, replays. */
  readonly webhooks: WebhooksApi;
  /** The sandbox's clock and due work (a sandbox only). */
  readonly sandbox: SandboxApi;

  /**
   * Calls nothing: the first call gets the token, so wrong credentials are an `AuthenticationError` of that call.
   *
   * @example
   * ```ts
   * const platform = new SavingsPlatform({ baseUrl: 'http://127.0.0.1:8080', clientId: 'sandbox-partner', clientSecret: 'sandbox-secret', subscriptionKey: 'sandbox-key', maxRetries: 5, timeout: 10_000 });
   * ```
   */
  constructor(options: SavingsPlatformOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetchFn = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
    const transport = new Transport({
      baseUrl,
      authUrl: (options.authUrl ?? baseUrl).replace(/\/+$/, ''),
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      subscriptionKey: options.subscriptionKey,
      maxRetries: options.maxRetries ?? 3,
      retryBaseDelayMs: options.retryBaseDelayMs ?? 250,
      retryMaxDelayMs: options.retryMaxDelayMs ?? 20_000,
      timeoutMs: options.timeout ?? DEFAULT_TIMEOUT_MS,
      tokenRenewalMarginSeconds: options.tokenRenewalMarginSeconds,
      fetch: fetchFn,
    });
    const http: Http = {
      send: (call, read, request) => new PlatformPromise(transport.send(call, read, request)),
      json: (call, request) => http.send(call, async (response) => (await response.json()) as never, request),
      none: (call, request) =>
        http.send(
          call,
          async (response) => {
            await response.body?.cancel();
          },
          request,
        ),
    };
    this.clients = new ClientsApi(http);
    this.products = new ProductsApi(http);
    this.instructions = new InstructionsApi(http);
    this.portfolios = new PortfoliosApi(http);
    this.batches = new BatchesApi(http);
    this.webhooks = new WebhooksApi(http);
    this.sandbox = new SandboxApi(http);
  }
}

export class ClientsApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * Registers an individual client. An identical repeat gives the existing reference with `created: false`.
   * Safe to repeat, so retried after network failures and timeouts.
   *
   * @example
   * ```ts
   * const { clientReference, created } = await platform.clients.createIndividual({
   *   externalReference: 'CUST-0001', title: 'Ms', firstName: 'Jane', lastName: 'Smith', dateOfBirth: '1980-05-17',
   *   addressLine1: '1 High Street', addressLine2: '', postCode: 'SW1A 1AA', countryCode: 'GBR', emailAddress: 'jane@example.com',
   *   accounts: [{ accountName: 'Jane Smith', accountNumber: '12345678', sortCode: '12-34-56', currencyCode: 'GBP' }],
   * });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused (`error.errors` lists them).
   * @throws `ConflictError` `Conflict` when a different client already has this `externalReference`.
   * @throws `VersionConflictError` `VersionConflict` in the rare case that the same client was created and removed at the same time: call again.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  createIndividual(client: IndividualClientInput, request?: RequestOptions): PlatformPromise<ClientCreated> {
    return this.create('/clients/financial-partner', 'POST /clients/financial-partner', client, request);
  }

  /**
   * An individual client, with its current `clientVersion` (the one `update` needs).
   *
   * @example
   * ```ts
   * const client = await platform.clients.get(clientReference);
   * console.log(client.clientVersion);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such client of the partner's.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  get(clientReference: string, request?: RequestOptions): PlatformPromise<IndividualClient> {
    const call = {
      method: 'GET',
      path: `/clients/${enc(clientReference)}`,
      operation: 'GET /clients/{clientReference}',
      idempotent: true,
      apiVersion: API_VERSION.clients,
    } as const;
    return this.http.json<IndividualClient>(call, request);
  }

  /**
   * Changes an individual client at `clientVersion` (409 `VersionConflictError` when it moved on: read again and retry). Never retried.
   *
   * @example
   * ```ts
   * const { clientVersion } = await platform.clients.get(clientReference);
   * await platform.clients.update(clientReference, clientVersion, { lastName: 'Jones' });
   * // or RFC 6902 operations, at the version after that one:
   * await platform.clients.update(clientReference, clientVersion + 1, [{ op: 'replace', path: '/emailAddress', value: 'jane.jones@example.com' }]);
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a change is refused.
   * @throws `NotFoundError` `NotFound` when there is no such client of the partner's.
   * @throws `VersionConflictError` `VersionConflict` when `clientVersion` is not the current one, or another request changed the client at the same time.
   * @throws `ConflictError` `Conflict` when the changes would change `externalReference`, or a `test` operation failed (the client is unchanged).
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  update(clientReference: string, clientVersion: number, changes: IndividualClientChanges, request?: RequestOptions): PlatformPromise<void> {
    return this.http.none(
      {
        method: 'PATCH',
        path: `/clients/${enc(clientReference)}/${enc(String(clientVersion))}`,
        operation: 'PATCH /clients/{clientReference}/{clientVersion}',
        body: changes,
        contentType: 'application/json-patch+json',
        idempotent: false,
        apiVersion: API_VERSION.clients,
      },
      request,
    );
  }

  /**
   * Registers a company client. An identical repeat gives the existing reference with `created: false`.
   * Safe to repeat, so retried after network failures and timeouts.
   *
   * @example
   * ```ts
   * const { clientReference } = await platform.clients.createCompany({
   *   externalReference: 'CO-0001',
   *   companyName: 'Acme Pension Trustees Ltd',
   *   fscsEligible: true,
   *   hasEvidenceConfirmingHowMoniesAreHeld: true,
   *   doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: false,
   *   addressLine1: '2 Market Square', addressLine2: 'Floor 3', postCode: 'EC1A 1BB', countryCode: 'GBR',
   *   phoneNumber: '+44 20 7946 0001', emailAddress: 'treasury@acme.example',
   *   accounts: [{ accountName: 'Acme Trustees', accountNumber: '87654321', sortCode: '654321', currencyCode: 'GBP' }],
   * });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused (`error.errors` lists them).
   * @throws `ConflictError` `Conflict` when a different client already has this `externalReference`.
   * @throws `VersionConflictError` `VersionConflict` in the rare case that the same client was created and removed at the same time: call again.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  createCompany(client: CompanyClientInput, request?: RequestOptions): PlatformPromise<ClientCreated> {
    return this.create('/clients/financial-partner/company', 'POST /clients/financial-partner/company', client, request);
  }

  /**
   * A company client, with its current `clientVersion` (the one `updateCompany` needs).
   *
   * @example
   * ```ts
   * const company = await platform.clients.getCompany(clientReference);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such company client of the partner's.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  getCompany(clientReference: string, request?: RequestOptions): PlatformPromise<CompanyClient> {
    return this.http.json<CompanyClient>(
      {
        method: 'GET',
        path: `/clients/financial-partner/company/${enc(clientReference)}`,
        operation: 'GET /clients/financial-partner/company/{clientReference}',
        idempotent: true,
        apiVersion: API_VERSION.clients,
      },
      request,
    );
  }

  /**
   * Changes a company client at `clientVersion`. Never retried.
   *
   * @example
   * ```ts
   * const { clientVersion } = await platform.clients.getCompany(clientReference);
   * await platform.clients.updateCompany(clientReference, clientVersion, { companyName: 'Acme Pension Trustees Group Ltd' });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a change is refused.
   * @throws `NotFoundError` `NotFound` when there is no such company client of the partner's.
   * @throws `VersionConflictError` `VersionConflict` when `clientVersion` is not the current one, or another request changed the client at the same time.
   * @throws `ConflictError` `Conflict` when the changes would change `externalReference`, or a `test` operation failed (the client is unchanged).
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  updateCompany(clientReference: string, clientVersion: number, changes: CompanyClientChanges, request?: RequestOptions): PlatformPromise<void> {
    return this.http.none(
      {
        method: 'PATCH',
        path: `/clients/financial-partner/company/${enc(clientReference)}/${enc(String(clientVersion))}`,
        operation: 'PATCH /clients/financial-partner/company/{clientReference}/{clientVersion}',
        body: changes,
        contentType: 'application/json-patch+json',
        idempotent: false,
        apiVersion: API_VERSION.clients,
      },
      request,
    );
  }

  private create(path: string, operation: string, body: unknown, request: RequestOptions | undefined): PlatformPromise<ClientCreated> {
    // Safe to repeat: the same client again answers 200 with the reference already given.
    return this.http.send(
      { method: 'POST', path, operation, body, idempotent: true, apiVersion: API_VERSION.clients },
      async (response) => {
        const created = (await response.json()) as Omit<ClientCreated, 'created'>;
        return { ...created, created: response.status === 201 };
      },
      request,
    );
  }
}

export class ProductsApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * The products offered to the partner's role: a list (see {@link Paged}) of one page, `{ productItems }`.
   *
   * @example
   * ```ts
   * const { productItems } = await platform.products.list();
   * for await (const product of platform.products.list()) console.log(product.productId);
   * ```
   *
   * @throws only the errors every call can end with (see {@link SavingsPlatform}).
   */
  list(request?: RequestOptions): Paged<ProductItem, ProductList> {
    return onePage(
      () =>
        this.http.json<ProductList>({ method: 'GET', path: '/products/', operation: 'GET /products/', idempotent: true, apiVersion: API_VERSION.products }, request).withResponse(),
      (page) => page.productItems,
    );
  }

  /**
   * One product with every version of every issue (the last version of an issue is its current one).
   *
   * @example
   * ```ts
   * const product = await platform.products.get('FT12-GBP-NORTHBANK');
   * const issue = product.productIssues.at(-1)!; // the current version of the last issue
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such product.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  get(productId: string, request?: RequestOptions): PlatformPromise<Product> {
    return this.http.json<Product>(
      { method: 'GET', path: `/products/${enc(productId)}`, operation: 'GET /products/{productId}', idempotent: true, apiVersion: API_VERSION.products },
      request,
    );
  }

  /**
   * What `amount` would earn in an issue: net rate and estimated balance.
   *
   * @example
   * ```ts
   * const summary = await platform.products.summary('IA-GBP-TYNESAVE', 1, { amount: 10000 }); // 10,000.00
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when `amount` is not more than zero or has more than 2 decimal places.
   * @throws `NotFoundError` `NotFound` when there is no such product or issue.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  summary(productId: string, issueNumber: number, options: { amount: number }, request?: RequestOptions): PlatformPromise<ProductIssueSummary> {
    return this.http.json<ProductIssueSummary>(
      {
        method: 'GET',
        path: `/products/${enc(productId)}/${enc(String(issueNumber))}/summary`,
        operation: 'GET /products/{productId}/{issueNumber}/summary',
        query: { amount: options.amount },
        idempotent: true,
        apiVersion: API_VERSION.products,
      },
      request,
    );
  }

  /**
   * A product document's bytes, in the first of the `accept` media types it has (default application/pdf).
   *
   * @example
   * ```ts
   * const { contentType, data } = await platform.products.document('FT12-GBP-NORTHBANK', 1, 1, 'ProductTermsAndConditions');
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such product, issue, version or document.
   * @throws `PlatformError` (status 406) `NotAcceptable` when the document is in none of the `accept` media types.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  document(
    productId: string,
    issueNumber: number,
    versionNumber: number,
    documentType: ProductDocumentType,
    options: { accept?: string } = {},
    request?: RequestOptions,
  ): PlatformPromise<ProductDocument> {
    return this.http.send(
      {
        method: 'GET',
        path: `/products/${enc(productId)}/issue/${enc(String(issueNumber))}/version/${enc(String(versionNumber))}/document/${enc(documentType)}`,
        operation: 'GET /products/{productId}/issue/{productIssueNumber}/version/{productIssueVersionNumber}/document/{documentType}',
        headers: { Accept: options.accept ?? 'application/pdf' },
        idempotent: true,
        apiVersion: API_VERSION.products,
      },
      readDocument,
      request,
    );
  }

  /**
   * A document of the institution behind a product (its deposit terms, its FSCS information sheet), as
   * `document`: the bytes, in the first of the `accept` media types it has (default application/pdf).
   *
   * @example
   * ```ts
   * const terms = await platform.products.institutionDocument('FT12-GBP-NORTHBANK', 'DepositInformation');
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the product or that document of its institution does not exist.
   * @throws `PlatformError` (status 406) `NotAcceptable` when the document is in none of the `accept` media types.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  institutionDocument(productId: string, documentType: InstitutionDocumentType, options: { accept?: string } = {}, request?: RequestOptions): PlatformPromise<ProductDocument> {
    return this.http.send(
      {
        method: 'GET',
        path: `/products/${enc(productId)}/institution/document/${enc(documentType)}`,
        operation: 'GET /products/{productId}/institution/document/{documentType}',
        headers: { Accept: options.accept ?? 'application/pdf' },
        idempotent: true,
        apiVersion: API_VERSION.products,
      },
      readDocument,
      request,
    );
  }
}

/** A document's answer: its media type and bytes. */
async function readDocument(response: Response): Promise<ProductDocument> {
  return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', data: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The sandbox's controls (a sandbox only; elsewhere they are 404): its clock, and running what is due now.
 *
 * @example
 * ```ts
 * await platform.sandbox.clock.advance({ to: '2026-12-01T15:05:00Z' }); // cut-off, settlement, interest: all that fell due
 * const { jobsRun } = await platform.sandbox.run();
 * ```
 */
export class SandboxApi {
  /** The sandbox clock: `now()` reads it; `advance()` moves it forward and runs, before answering, everything due up to the new time. */
  readonly clock: {
    /**
     * The sandbox's time.
     *
     * @example
     * ```ts
     * const { now } = await platform.sandbox.clock.now();
     * ```
     *
     * @throws `NotFoundError` `NotFound` when the platform is not a sandbox.
     * @throws the errors every call can end with (see {@link SavingsPlatform}).
     */
    now(request?: RequestOptions): PlatformPromise<SandboxClock>;
    /**
     * Moves the clock forward and runs, before answering, everything due up to the new time. Never retried.
     *
     * @example
     * ```ts
     * await platform.sandbox.clock.advance({ to: '2026-12-01T15:05:00Z' }); // past the day's cut-off
     * ```
     *
     * @throws `ConflictError` `Conflict` while another advance is running (it moves nothing), or when the platform has no adjustable clock.
     * @throws `ValidationError` `ValidationFailed` when the target is refused: not after now, or more than 366 days ahead (advance further in steps).
     * @throws `NotFoundError` `NotFound` when the platform is not a sandbox.
     * @throws the errors every call can end with (see {@link SavingsPlatform}).
     */
    advance(to: SandboxClockAdvance, request?: RequestOptions): PlatformPromise<SandboxClock>;
  };

  /** @internal */
  constructor(private readonly http: Http) {
    this.clock = {
      now: (request) => this.http.json<SandboxClock>({ method: 'GET', path: '/sandbox/clock', operation: 'GET /sandbox/clock', idempotent: true }, request),
      advance: (to, request) =>
        this.http.json<SandboxClock>({ method: 'POST', path: '/sandbox/clock/advance', operation: 'POST /sandbox/clock/advance', body: to, idempotent: false }, request),
    };
  }

  /**
   * Processes the pending instruction requests and runs the daily jobs due now; answers when idle, with what it did.
   *
   * @example
   * ```ts
   * const { jobsRun } = await platform.sandbox.run();
   * ```
   *
   * @throws `NotFoundError` `NotFound` when the platform is not a sandbox.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  run(request?: RequestOptions): PlatformPromise<SandboxRunReport> {
    return this.http.json<SandboxRunReport>({ method: 'POST', path: '/sandbox/run', operation: 'POST /sandbox/run', idempotent: false }, request);
  }
}

export class InstructionsApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * Submits a deposit (202). Safe to repeat with the same instructionReference, so retried after network failures and timeouts.
   * The outcome comes later (`status`, `waitForOutcome`): a deposit the platform refuses is not thrown but
   * ends Rejected, with a `statusReasonCode` (a `RejectionCode`).
   *
   * @example
   * ```ts
   * const product = await platform.products.get('FT12-GBP-NORTHBANK');
   * const issue = product.productIssues.at(-1)!;
   * const { instructionReference } = await platform.instructions.deposit({
   *   productReference: product.productId, productIssueNumber: issue.productIssueNumber,
   *   productIssueVersionNumber: issue.productIssueVersionNumber, accountReference: clientReference, amount: 10000,
   * });
   * const outcome = await platform.instructions.waitForOutcome(instructionReference);
   * if (outcome.status === 'Rejected') console.log(outcome.statusReasonCode);
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused.
   * @throws `ConflictError` `IdempotencyConflict` when the instructionReference was already used for a different request.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  deposit(deposit: DepositInput, request?: RequestOptions): PlatformPromise<InstructionAccepted> {
    return this.submit('deposit', { ...deposit, instructionReference: deposit.instructionReference ?? newReference() }, request);
  }

  /**
   * Submits a withdrawal (202). Safe to repeat with the same instructionReference, so retried after network failures and timeouts.
   * A withdrawal the platform refuses is not thrown but ends Rejected, with a `statusReasonCode` (a `RejectionCode`).
   *
   * @example
   * ```ts
   * const accepted = await platform.instructions.withdraw({
   *   accountReference: clientReference, currencyIsoCode: 'GBP', depositAccountReference: depositAccountId, amount: 2500,
   * });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused.
   * @throws `ConflictError` `IdempotencyConflict` when the instructionReference was already used for a different request.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  withdraw(withdrawal: WithdrawalInput, request?: RequestOptions): PlatformPromise<InstructionAccepted> {
    return this.submit('withdraw', { ...withdrawal, instructionReference: withdrawal.instructionReference ?? newReference() }, request);
  }

  /**
   * Submits an account closure (202). Safe to repeat with the same instructionReference, so retried after network failures and timeouts.
   * A closure the platform refuses is not thrown but ends Rejected, with a `statusReasonCode` (a `RejectionCode`).
   *
   * @example
   * ```ts
   * const accepted = await platform.instructions.closeAccount({ accountReference: clientReference, currencyIsoCode: 'GBP', depositAccountReference: depositAccountId });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused.
   * @throws `ConflictError` `IdempotencyConflict` when the instructionReference was already used for a different request.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  closeAccount(closure: ClosureInput, request?: RequestOptions): PlatformPromise<InstructionAccepted> {
    return this.submit('close-account', { ...closure, instructionReference: closure.instructionReference ?? newReference() }, request);
  }

  /**
   * Submits the revert of an instruction (202): Processed while the instruction's batch is Open; otherwise not thrown
   * but Rejected, with a `statusReasonCode` (a `RejectionCode`). Safe to repeat with the same instructionReference.
   * The names are camelCase here; the SDK sends them as the API spells them (`InstructionReference`, `InstructionToRevertReference`).
   *
   * @example
   * ```ts
   * const accepted = await platform.instructions.revert({ instructionToRevertReference: depositReference });
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when a field is refused.
   * @throws `NotFoundError` `NotFound` when the instruction to revert is unknown to this partner.
   * @throws `ConflictError` `IdempotencyConflict` when the instructionReference was already used for a different request.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  revert(revert: RevertInput, request?: RequestOptions): PlatformPromise<InstructionAccepted> {
    return this.submit(
      'revert',
      { InstructionReference: revert.instructionReference ?? newReference(), InstructionToRevertReference: revert.instructionToRevertReference },
      request,
    );
  }

  /**
   * The request's status: Created, then Processed or Rejected (with a statusReason). A Rejected request is returned, not thrown.
   *
   * @example
   * ```ts
   * const { status, statusReasonCode } = await platform.instructions.status(instructionReference);
   * ```
   *
   * @throws `NotFoundError` `NotFound` for a reference this partner never submitted.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  status(instructionReference: string, request?: RequestOptions): PlatformPromise<InstructionStatus> {
    return this.http.json<InstructionStatus>(
      {
        method: 'GET',
        path: `/instruction-request/status/${enc(instructionReference)}`,
        operation: 'GET /instruction-request/status/{instructionReference}',
        idempotent: true,
        apiVersion: API_VERSION.instructions,
      },
      request,
    );
  }

  /**
   * Polls the status until it is Processed or Rejected, waiting longer between
   * polls each time; a Rejected request is returned, not thrown (its `statusReasonCode` is a `RejectionCode`). `request`
   * applies to each poll (`timeout`, `maxRetries`) and to the whole wait
   * (`signal`); `withResponse()` gives the last poll's `requestId`.
   *
   * @example
   * ```ts
   * const outcome = await platform.instructions.waitForOutcome(instructionReference, { timeoutMs: 30_000 });
   * if (outcome.status === 'Rejected') console.log(outcome.statusReasonCode, outcome.statusReason);
   * ```
   *
   * @throws `TimeoutError` `Timeout` when there is no outcome after `timeoutMs`.
   * @throws `NotFoundError` `NotFound` for a reference this partner never submitted.
   * @throws `RequestAbortedError` `Aborted` when `request.signal` aborts the wait.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  waitForOutcome(instructionReference: string, options: WaitOptions = {}, request?: RequestOptions): PlatformPromise<InstructionStatus> {
    return new PlatformPromise(this.poll(instructionReference, options, request));
  }

  private async poll(instructionReference: string, options: WaitOptions, request: RequestOptions | undefined): Promise<WithResponse<InstructionStatus>> {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    const maxInterval = options.maxIntervalMs ?? 5000;
    let interval = options.intervalMs ?? 250;
    for (;;) {
      const answer = await this.status(instructionReference, request).withResponse();
      const status = answer.data;
      if (status.status === 'Processed' || status.status === 'Rejected') return answer;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new TimeoutError({
          description: `Instruction ${instructionReference} was still ${status.status} after ${options.timeoutMs ?? 60_000} ms.`,
          requestId: answer.requestId,
          operation: 'waitForOutcome',
        });
      }
      await sleep(Math.min(interval, remaining), request?.signal, 'waitForOutcome');
      interval = Math.min(maxInterval, interval * 2);
    }
  }

  private submit(kind: string, body: Record<string, unknown>, request: RequestOptions | undefined): PlatformPromise<InstructionAccepted> {
    return this.http.json<InstructionAccepted>(
      {
        method: 'POST',
        path: `/instruction-request/${kind}`,
        operation: `POST /instruction-request/${kind}`,
        body,
        idempotent: true,
        apiVersion: API_VERSION.instructions,
      },
      request,
    );
  }
}

export class PortfoliosApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * Every portfolio of the partner's clients, a page at a time (pageSize 1..100, default 50); `request` applies to each page.
   *
   * By default a walk that no concurrent change can make skip or repeat a portfolio (GET /financial-partners/portfolios/walk):
   * the first pass gives every portfolio once, in portfolioId order; later passes (`page.pass` > 1) give again, in their
   * newer state, the portfolios written while the pass before went on. Keep the last sighting of each portfolioId.
   * `order: 'updatedDateDesc'` pages by PageNumber instead, most recently updated first, as the specification does:
   * a portfolio updated during that walk moves to the front, so one may be missed and another repeated.
   *
   * @example
   * ```ts
   * const latest = new Map<string, PortfolioInformation>();
   * for await (const item of platform.portfolios.list({ pageSize: 100 })) latest.set(item.portfolio.portfolioId, item);
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when `pageSize` is refused (when the iteration reads a page).
   * @throws the errors every call can end with (see {@link SavingsPlatform}), from whichever page's read failed.
   */
  list(options?: { pageSize?: number; order?: 'walk' }, request?: RequestOptions): Paged<PortfolioInformation, PortfolioWalkPage>;
  list(options: { pageSize?: number; order: 'updatedDateDesc' }, request?: RequestOptions): Paged<PortfolioInformation, PortfolioPage>;
  list(
    options: { pageSize?: number; order?: 'walk' | 'updatedDateDesc' } = {},
    request?: RequestOptions,
  ): Paged<PortfolioInformation, PortfolioWalkPage> | Paged<PortfolioInformation, PortfolioPage> {
    if (options.order === 'updatedDateDesc') {
      return paged(
        (pageNumber) =>
          this.http
            .json<PortfolioPage>(
              {
                method: 'GET',
                path: '/financial-partners/portfolios',
                operation: 'GET /financial-partners/portfolios',
                query: { PageNumber: pageNumber, PageSize: options.pageSize },
                idempotent: true,
                apiVersion: API_VERSION.portfolios,
              },
              request,
            )
            .withResponse(),
        (page) => page.portfolioInformation,
      );
    }
    return cursorPaged(
      (cursor) =>
        this.http
          .json<PortfolioWalkPage>(
            {
              method: 'GET',
              path: '/financial-partners/portfolios/walk',
              operation: 'GET /financial-partners/portfolios/walk',
              query: { PageSize: options.pageSize, cursor },
              idempotent: true,
              apiVersion: API_VERSION.portfolios,
            },
            request,
          )
          .withResponse(),
      (page) => page.portfolioInformation,
    );
  }

  /**
   * A client's portfolios (one per currency); with `ifModifiedSince`, `{notModified: true}` while nothing changed since then.
   *
   * @example
   * ```ts
   * const first = await platform.portfolios.forClient(clientReference);
   * const since = first.notModified ? undefined : first.lastModified;
   * const again = await platform.portfolios.forClient(clientReference, { ifModifiedSince: since });
   * if (again.notModified) console.log('unchanged');
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such client of the partner's.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  forClient(clientReference: string, options: { ifModifiedSince?: string | Date } = {}, request?: RequestOptions): PlatformPromise<ClientPortfoliosResult> {
    return this.http.send(
      {
        method: 'GET',
        path: `/financial-partners/clients/${enc(clientReference)}/portfolios`,
        operation: 'GET /financial-partners/clients/{clientReference}/portfolios',
        headers: options.ifModifiedSince === undefined ? undefined : { 'If-Modified-Since': dateParam(options.ifModifiedSince) },
        idempotent: true,
        apiVersion: API_VERSION.portfolios,
        alsoOk: [304],
      },
      async (response): Promise<ClientPortfoliosResult> => {
        if (response.status === 304) {
          await response.body?.cancel();
          return { notModified: true };
        }
        const body = (await response.json()) as ClientPortfolios;
        return { ...body, notModified: false, lastModified: response.headers.get('last-modified') ?? undefined };
      },
      request,
    );
  }

  /**
   * The client's instructions accepted but not yet settled (the `pendingInstructions` link of a portfolio).
   *
   * @example
   * ```ts
   * const pending = await platform.portfolios.pendingInstructions(clientReference);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such client of the partner's.
   * @throws `ValidationError` `ValidationFailed` when a query parameter is refused.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  pendingInstructions(clientReference: string, query: PendingInstructionsQuery = {}, request?: RequestOptions): PlatformPromise<PendingInstructions> {
    return this.http.json<PendingInstructions>(
      {
        method: 'GET',
        path: `/financial-partners/clients/${enc(clientReference)}/pending-instructions`,
        operation: 'GET /financial-partners/clients/{clientReference}/pending-instructions',
        query,
        idempotent: true,
        apiVersion: API_VERSION.portfolios,
      },
      request,
    );
  }

  /**
   * The client's FSCS exposure per banking group and currency: its institutions, settled balances, accrued
   * interest and pending deposits there, and for GBP the limit in force, the amount protected, the amount over
   * it and the headroom. Beyond the specification.
   *
   * @example
   * ```ts
   * const exposure = await platform.portfolios.fscsExposure(clientReference);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such client of the partner's.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  fscsExposure(clientReference: string, request?: RequestOptions): PlatformPromise<FscsExposure> {
    return this.http.json<FscsExposure>(
      {
        method: 'GET',
        path: `/financial-partners/clients/${enc(clientReference)}/fscs-exposure`,
        operation: 'GET /financial-partners/clients/{clientReference}/fscs-exposure',
        idempotent: true,
        apiVersion: API_VERSION.portfolios,
      },
      request,
    );
  }

  /**
   * An introducer of the partner's (the `introducer` link of a portfolio).
   *
   * @example
   * ```ts
   * const introducer = await platform.portfolios.introducer(financialPartnerId, introducerId);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such introducer of the partner's.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  introducer(financialPartnerId: string, introducerId: string, request?: RequestOptions): PlatformPromise<Introducer> {
    return this.http.json<Introducer>(
      {
        method: 'GET',
        path: `/financial-partners/${enc(financialPartnerId)}/introducers/${enc(introducerId)}`,
        operation: 'GET /financial-partners/{financialPartnerId}/introducers/{introducerId}',
        idempotent: true,
        apiVersion: API_VERSION.portfolios,
      },
      request,
    );
  }
}

export class BatchesApi {
  /** @internal */
  constructor(private readonly http: Http) {}

  /**
   * The partner's batches of one day (`2026-03-03`, or a Date: its UTC day): a list (see {@link Paged}) of one page,
   * `{ instructionBatches }`.
   *
   * @example
   * ```ts
   * const { instructionBatches } = await platform.batches.list('2026-12-01');
   * const locked = instructionBatches.filter((batch) => batch.instructionBatchStatus === 'Locked');
   * for await (const batch of platform.batches.list('2026-12-01')) console.log(batch.instructionBatchId);
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when `batchDate` is not a date.
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  list(batchDate: string | Date, request?: RequestOptions): Paged<InstructionBatch, InstructionBatchList> {
    const date = typeof batchDate === 'string' ? batchDate : batchDate.toISOString().slice(0, 10);
    return onePage(
      () =>
        this.http
          .json<InstructionBatchList>(
            { method: 'GET', path: '/instruction-batches/', operation: 'GET /instruction-batches/', query: { batchDate: date }, idempotent: true },
            request,
          )
          .withResponse(),
      (page) => page.instructionBatches,
    );
  }

  /**
   * The instructions of a batch (`All`, or `Closure` for the account closures), every page; `request` applies to each page.
   *
   * @example
   * ```ts
   * for await (const summary of platform.batches.summaries(instructionBatchId, 'All', { pageSize: 100 })) console.log(summary);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such batch of the partner's (when the iteration reads the first page).
   * @throws `ValidationError` `ValidationFailed` when `filter` or `pageSize` is refused.
   * @throws the errors every call can end with (see {@link SavingsPlatform}), from whichever page's read failed.
   */
  summaries(
    instructionBatchId: string,
    filter: InstructionFilterType = 'All',
    options: { pageSize?: number } = {},
    request?: RequestOptions,
  ): Paged<InstructionSummary, InstructionSummaryPage> {
    return paged(
      (pageNumber) =>
        this.http
          .json<InstructionSummaryPage>(
            {
              method: 'GET',
              path: `/instruction-batches/${enc(instructionBatchId)}/instruction-summary/${enc(filter)}`,
              operation: 'GET /instruction-batches/{instructionBatchId}/instruction-summary/{instructionFilterType}',
              query: { pageNumber, pageSize: options.pageSize },
              idempotent: true,
            },
            request,
          )
          .withResponse(),
      (page) => page.instructionSummaries,
    );
  }

  /**
   * The instruction references of a batch, every page (none once the batch is Completed); `request` applies to each page.
   *
   * @example
   * ```ts
   * const references: string[] = [];
   * for await (const reference of platform.batches.references(instructionBatchId)) references.push(reference);
   * ```
   *
   * @throws `NotFoundError` `NotFound` when there is no such batch of the partner's (when the iteration reads the first page).
   * @throws `ValidationError` `ValidationFailed` when `pageSize` is refused.
   * @throws the errors every call can end with (see {@link SavingsPlatform}), from whichever page's read failed.
   */
  references(instructionBatchId: string, options: { pageSize?: number } = {}, request?: RequestOptions): Paged<string, BatchReferencePage> {
    return paged(
      (pageNumber) =>
        this.http
          .json<BatchReferencePage>(
            {
              method: 'GET',
              path: `/instruction-batches/${enc(instructionBatchId)}/references`,
              operation: 'GET /instruction-batches/{instructionBatchId}/references',
              query: { pageNumber, pageSize: options.pageSize },
              idempotent: true,
            },
            request,
          )
          .withResponse(),
      (page) => page.references,
    );
  }

  /**
   * Closes Locked batches, confirming the totals the partner expects: 409
   * BatchUpdateConflict (`ConflictError`) when a total differs. Never retried
   * after a network failure or a timeout: read the batches again to see
   * whether it was applied.
   *
   * @example
   * ```ts
   * await platform.batches.close([{ instructionBatchId, totalAmount: 25000, totalNoticeAmount: 0 }]);
   * ```
   *
   * @throws `ValidationError` `ValidationFailed` when the body is refused.
   * @throws `ConflictError` `BatchUpdateConflict` when a batch is unknown, not Locked, its totals differ, or it changed while being closed (no batch was closed).
   * @throws the errors every call can end with (see {@link SavingsPlatform}).
   */
  close(batches: BatchClosure[], request?: RequestOptions): PlatformPromise<void> {
    return this.http.none(
      {
        method: 'POST',
        path: '/instruction-batches/batch-update',
        operation: 'POST /instruction-batches/batch-update',
        body: {
          InstructionBatchStatus: 'Closed',
          InstructionBatches: batches.map((b) => ({ InstructionBatchId: b.instructionBatchId, TotalAmount: b.totalAmount, TotalNoticeAmount: b.totalNoticeAmount })),
        },
        idempotent: false,
      },
      request,
    );
  }
}
