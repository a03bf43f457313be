/**
 * @savings-platform/sdk: a typed client of the Savings Platform partner APIs.
 * See README.md for the retry rules and every method.
 */
export { SavingsPlatform } from './client.js';
export type { BatchesApi, ClientPortfoliosResult, ClientsApi, InstructionsApi, PortfoliosApi, ProductsApi, SandboxApi, SavingsPlatformOptions, WaitOptions } from './client.js';
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PermissionError,
  PlatformError,
  RateLimitError,
  RequestAbortedError,
  ServerError,
  TimeoutError,
  ValidationError,
  VersionConflictError,
} from './errors.js';
export { PlatformPromise } from './response.js';
export type { RequestOptions, ResponseInfo, WithResponse } from './response.js';
export { verifyWebhook } from './webhooks.js';
export { listen, newWebhookSecret } from './listen.js';
export type { Forward, Listener, ListenOptions } from './listen.js';
export type { EventFeed, WebhooksApi } from './webhooks.js';
export type { FieldError, PlatformErrorCode, PlatformErrorDetails, RetiredErrorCode } from './errors.js';
export { fromMinorUnits, toMinorUnits } from './money.js';
export type { Paged, PageInfo } from './paging.js';
export type { FetchLike } from './transport.js';
export { SDK_VERSION } from './version.js';
export type * from './types.js';
