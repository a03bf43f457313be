/**
 * The typed side of the test harness: requests whose bodies and answers have
 * the types the routes' TypeBox schemas give (`Static<>`), so a test states no
 * shape by hand and a change to a schema breaks the tests that rely on it at
 * compile time (unkey's `h.post<Req, Res>` does the same for its routes).
 *
 * The `Api…` names below are the request and response types tests use; each is
 * `Static<>` of the schema the route validates and serialises with.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  BankStatementEntrySchema,
  BankStatementListSchema,
  BankStatementSchema,
  ResolutionInputSchema,
  UnmatchedEntryListSchema,
  UploadResultSchema,
} from '../src/bank-statements/bank-statements.schemas.js';
import type { BatchListResponse, BatchUpdateSchema } from '../src/batches/batches.schemas.js';
import type { ClientReferenceResponse, CompanyClientCreateSchema, IndividualClientCreateSchema } from '../src/clients/clients.schemas.js';
import type { EndpointListSchema, EventsPageSchema } from '../src/events/webhooks.schemas.js';
import type {
  AcceptedResponse,
  CloseAccountRequestSchema,
  DepositRequestSchema,
  RevertRequestSchema,
  StatusResponse,
  WithdrawRequestSchema,
} from '../src/instructions/instructions.schemas.js';
import type { ReconciliationReport } from '../src/operator/reconciliation.routes.js';
import type { ClientPortfoliosResponse, DepositAccountSchema } from '../src/portfolios/portfolios.schemas.js';
import type { AdvanceBody, RunResponse } from '../src/sandbox/sandbox.routes.js';

type S<T extends TSchema> = Static<T>;

// Clients
export type ApiNewIndividualClient = S<typeof IndividualClientCreateSchema>;
export type ApiNewCompanyClient = S<typeof CompanyClientCreateSchema>;
export type ApiClientReference = S<typeof ClientReferenceResponse>;
export type ApiClientAccount = ApiNewIndividualClient['accounts'][number];
// Instructions
export type ApiDeposit = S<typeof DepositRequestSchema>;
export type ApiWithdrawal = S<typeof WithdrawRequestSchema>;
export type ApiClosure = S<typeof CloseAccountRequestSchema>;
export type ApiRevert = S<typeof RevertRequestSchema>;
export type ApiAccepted = S<typeof AcceptedResponse>;
export type ApiInstructionStatus = S<typeof StatusResponse>;
/** The body of each `POST /instruction-request/{kind}`. */
export interface ApiInstructionRequests {
  deposit: ApiDeposit;
  withdraw: ApiWithdrawal;
  'close-account': ApiClosure;
  revert: ApiRevert;
}
// Batches
export type ApiBatchList = S<typeof BatchListResponse>;
export type ApiBatchUpdate = S<typeof BatchUpdateSchema>;
// Portfolios
export type ApiClientPortfolios = S<typeof ClientPortfoliosResponse>;
export type ApiDepositAccount = S<typeof DepositAccountSchema>;
// Events and webhooks
export type ApiEventPage = S<typeof EventsPageSchema>;
export type ApiWebhookEndpointList = S<typeof EndpointListSchema>;
// Sandbox
export type ApiSandboxRun = S<typeof RunResponse>;
export type ApiSandboxAdvance = S<typeof AdvanceBody>;
// Operator
export type ApiReconciliationReport = S<typeof ReconciliationReport>;
export type ApiBankStatementUpload = S<typeof UploadResultSchema>;
export type ApiBankStatement = S<typeof BankStatementSchema>;
export type ApiBankStatementList = S<typeof BankStatementListSchema>;
export type ApiUnmatchedEntries = S<typeof UnmatchedEntryListSchema>;
export type ApiBankStatementEntry = S<typeof BankStatementEntrySchema>;
export type ApiEntryResolution = S<typeof ResolutionInputSchema>;

/** An answer with its body typed as the route's 2xx schema says; `raw` keeps headers and error bodies at hand. */
export interface TypedResponse<Res> {
  status: number;
  body: Res;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/** Requests through one sender (a partner's or the operator's), typed by the caller from the schemas. */
export interface TypedApi {
  get<Res>(url: string, headers?: Record<string, string>): Promise<TypedResponse<Res>>;
  post<Req, Res>(url: string, body: Req, headers?: Record<string, string>): Promise<TypedResponse<Res>>;
  put<Req, Res>(url: string, body: Req, headers?: Record<string, string>): Promise<TypedResponse<Res>>;
  patch<Req, Res>(url: string, body: Req, headers?: Record<string, string>): Promise<TypedResponse<Res>>;
  delete<Res>(url: string, headers?: Record<string, string>): Promise<TypedResponse<Res>>;
}

export function typedApi(send: (options: InjectOptions) => Promise<LightMyRequestResponse>): TypedApi {
  const request = async <Res>(options: InjectOptions): Promise<TypedResponse<Res>> => {
    const raw = await send(options);
    const json = raw.body !== '' && String(raw.headers['content-type'] ?? '').includes('json');
    return { status: raw.statusCode, body: (json ? raw.json() : raw.body) as Res, headers: raw.headers, raw };
  };
  return {
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: (url, body, headers) => request({ method: 'POST', url, payload: body as InjectOptions['payload'], headers }),
    put: (url, body, headers) => request({ method: 'PUT', url, payload: body as InjectOptions['payload'], headers }),
    patch: (url, body, headers) => request({ method: 'PATCH', url, payload: body as InjectOptions['payload'], headers }),
    delete: (url, headers) => request({ method: 'DELETE', url, headers }),
  };
}

/** The body of a response that must have `status`, or an error naming what came instead. */
export function expectBody<Res>(response: TypedResponse<Res>, status: number): Res {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${response.raw.body}`);
  return response.body;
}

/**
 * A valid body with fields the schema refuses on purpose (a wrong type, an unknown or missing name):
 * what a validation test sends. Typed loosely on purpose, so the refusal is visible where it is made.
 */
export function withFields(body: object, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...body, ...fields };
}
