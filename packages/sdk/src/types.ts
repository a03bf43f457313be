/**
 * The request and response types of the SDK's methods, each read from an
 * operation of the generated OpenAPI types (`paths[path][method]`), never from
 * a component name: the documents' components may be renamed or reorganised
 * without touching this file, and a changed operation shows up here as a type
 * error at `npm run sdk:generate` time.
 */
import type { paths as BatchPaths } from './generated/batches.js';
import type { paths as ClientPaths } from './generated/clients.js';
import type { paths as InstructionPaths } from './generated/instructions.js';
import type { paths as PortfolioPaths } from './generated/portfolios.js';
import type { paths as ProductPaths } from './generated/products.js';
import type { paths as SandboxPaths } from './generated/sandbox.js';
import type { paths as WebhookPaths } from './generated/webhooks.js';

type Content<T, Media extends string> = T extends { content: infer C } ? (Media extends keyof C ? C[Media] : never) : never;
/** The request body of an operation, in the given media type. */
type RequestBody<Op, Media extends string = 'application/json'> = Op extends { requestBody?: infer B } ? Content<NonNullable<B>, Media> : never;
/** The JSON body of an operation's response with the given status. */
type ResponseBody<Op, Status extends number> = Op extends { responses: infer R } ? (Status extends keyof R ? Content<R[Status], 'application/json'> : never) : never;
/** Makes the named keys optional. */
type Loosen<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

// Client API
type CreateIndividualOp = ClientPaths['/clients/financial-partner']['post'];
type CreateCompanyOp = ClientPaths['/clients/financial-partner/company']['post'];
export type IndividualClientInput = RequestBody<CreateIndividualOp>;
export type CompanyClientInput = RequestBody<CreateCompanyOp>;
export type IndividualClient = ResponseBody<ClientPaths['/clients/{clientReference}']['get'], 200>;
export type CompanyClient = ResponseBody<ClientPaths['/clients/financial-partner/company/{clientReference}']['get'], 200>;
/** A partial client (the fields present replace the current ones) or RFC 6902 operations. */
export type IndividualClientChanges = RequestBody<ClientPaths['/clients/{clientReference}/{clientVersion}']['patch'], 'application/json-patch+json'>;
export type CompanyClientChanges = RequestBody<ClientPaths['/clients/financial-partner/company/{clientReference}/{clientVersion}']['patch'], 'application/json-patch+json'>;
export type ClientCreated = ResponseBody<CreateIndividualOp, 201> & {
  /** false when an identical client already existed (the platform answered 200 with its reference). */
  created: boolean;
};

// Product Catalog API
export type ProductList = ResponseBody<ProductPaths['/products/']['get'], 200>;
export type ProductItem = ProductList['productItems'][number];
export type Product = ResponseBody<ProductPaths['/products/{productId}']['get'], 200>;
export type ProductIssueSummary = ResponseBody<ProductPaths['/products/{productId}/{issueNumber}/summary']['get'], 200>;
export type ProductDocumentType =
  ProductPaths['/products/{productId}/issue/{productIssueNumber}/version/{productIssueVersionNumber}/document/{documentType}']['get']['parameters']['path']['documentType'];
export interface ProductDocument {
  /** The media type the platform chose (from the Accept header). */
  contentType: string;
  data: Uint8Array;
}

export type InstitutionDocumentType = ProductPaths['/products/{productId}/institution/document/{documentType}']['get']['parameters']['path']['documentType'];

// Sandbox controls (the sandbox only: 404 elsewhere)
export type SandboxClock = ResponseBody<SandboxPaths['/sandbox/clock']['get'], 200>;
/** Either `to`, or `days` and/or `hours`; the clock never moves back. */
export type SandboxClockAdvance = RequestBody<SandboxPaths['/sandbox/clock/advance']['post']>;
export type SandboxRunReport = ResponseBody<SandboxPaths['/sandbox/run']['post'], 200>;

// Instruction Request API
type DepositBody = RequestBody<InstructionPaths['/instruction-request/deposit']['post']>;
type WithdrawalBody = RequestBody<InstructionPaths['/instruction-request/withdraw']['post']>;
type ClosureBody = RequestBody<InstructionPaths['/instruction-request/close-account']['post']>;
type RevertBody = RequestBody<InstructionPaths['/instruction-request/revert']['post']>;
/** A deposit; `instructionReference` is generated when left out. */
export type DepositInput = Loosen<DepositBody, 'instructionReference'>;
/** A withdrawal; `instructionReference` is generated when left out. */
export type WithdrawalInput = Loosen<WithdrawalBody, 'instructionReference'>;
/** An account closure; `instructionReference` is generated when left out. */
export type ClosureInput = Loosen<ClosureBody, 'instructionReference'>;
/**
 * A revert, in the SDK's camelCase: sent as the API spells it (`InstructionReference`, `InstructionToRevertReference`).
 * `instructionReference` is generated when left out.
 */
export interface RevertInput {
  /** This revert's own reference (a GUID); generated when left out. */
  instructionReference?: RevertBody['InstructionReference'];
  /** The instructionReference of the instruction to revert. */
  instructionToRevertReference: RevertBody['InstructionToRevertReference'];
}
export type InstructionAccepted = ResponseBody<InstructionPaths['/instruction-request/deposit']['post'], 202>;
export type InstructionStatus = ResponseBody<InstructionPaths['/instruction-request/status/{instructionReference}']['get'], 200>;
/** Why a request was Rejected, by name (docs/errors.md, "Rejection reasons"): an instruction status's `statusReasonCode`. */
export type RejectionCode = NonNullable<InstructionStatus['statusReasonCode']>;
/** Every `Error` code of an error body (docs/errors.md, "Error codes"): what `PlatformError.code` holds for an error response. */
export type ErrorCode = ResponseBody<InstructionPaths['/instruction-request/status/{instructionReference}']['get'], 404>['Error'];

// Portfolios API
export type PortfolioPage = ResponseBody<PortfolioPaths['/financial-partners/portfolios']['get'], 200>;
export type PortfolioInformation = PortfolioPage['portfolioInformation'][number];
export type PortfolioWalkPage = ResponseBody<PortfolioPaths['/financial-partners/portfolios/walk']['get'], 200>;
export type ClientPortfolios = ResponseBody<PortfolioPaths['/financial-partners/clients/{clientReference}/portfolios']['get'], 200>;
export type PendingInstructions = ResponseBody<PortfolioPaths['/financial-partners/clients/{clientReference}/pending-instructions']['get'], 200>;
export type PendingInstructionsQuery = NonNullable<PortfolioPaths['/financial-partners/clients/{clientReference}/pending-instructions']['get']['parameters']['query']>;
export type Introducer = ResponseBody<PortfolioPaths['/financial-partners/{financialPartnerId}/introducers/{introducerId}']['get'], 200>;
/** A client's FSCS exposure per banking group and currency against the limit in force (beyond the specification). */
export type FscsExposure = ResponseBody<PortfolioPaths['/financial-partners/clients/{clientReference}/fscs-exposure']['get'], 200>;
export type FscsGroupExposure = FscsExposure['groups'][number];

// Instruction Batches API
/** A day's batches, as `GET /instruction-batches/` answers them. */
export type InstructionBatchList = ResponseBody<BatchPaths['/instruction-batches/']['get'], 200>;
export type InstructionBatch = InstructionBatchList['instructionBatches'][number];
type SummariesOp = BatchPaths['/instruction-batches/{instructionBatchId}/instruction-summary/{instructionFilterType}']['get'];
export type InstructionSummaryPage = ResponseBody<SummariesOp, 200>;
export type InstructionSummary = InstructionSummaryPage['instructionSummaries'][number];
export type InstructionFilterType = SummariesOp['parameters']['path']['instructionFilterType'];
export type BatchReferencePage = ResponseBody<BatchPaths['/instruction-batches/{instructionBatchId}/references']['get'], 200>;
type BatchUpdateItem = RequestBody<BatchPaths['/instruction-batches/batch-update']['post']>['InstructionBatches'][number];
/** A batch to close, with the totals the partner expects (the platform refuses the update with 409 when they differ). */
export interface BatchClosure {
  instructionBatchId: BatchUpdateItem['InstructionBatchId'];
  totalAmount: BatchUpdateItem['TotalAmount'];
  totalNoticeAmount: NonNullable<BatchUpdateItem['TotalNoticeAmount']>;
}

// Webhooks API (beyond the specification)
export type WebhookEndpointInput = RequestBody<WebhookPaths['/webhooks/endpoints']['post']>;
export type CreatedWebhookEndpoint = ResponseBody<WebhookPaths['/webhooks/endpoints']['post'], 201>;
export type WebhookEndpoint = ResponseBody<WebhookPaths['/webhooks/endpoints/{id}']['get'], 200>;
/** What to change of an endpoint (only the fields given change). */
export type WebhookEndpointChange = RequestBody<WebhookPaths['/webhooks/endpoints/{id}']['patch']>;
export type RotatedWebhookSecret = ResponseBody<WebhookPaths['/webhooks/endpoints/{id}/rotate-secret']['post'], 200>;
export type WebhookEndpointList = ResponseBody<WebhookPaths['/webhooks/endpoints']['get'], 200>;
export type WebhookDeliveryPage = ResponseBody<WebhookPaths['/webhooks/endpoints/{id}/deliveries']['get'], 200>;
export type WebhookDeliveryAttempt = WebhookDeliveryPage['attempts'][number];
export type EventsPage = ResponseBody<WebhookPaths['/webhooks/events']['get'], 200>;
/** One event, as delivered to an endpoint and as the feed returns it. */
export type PlatformEvent = EventsPage['events'][number];
