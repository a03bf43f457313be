// Generated from openapi/webhooks.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events of the chosen types are POSTed to the URL, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: v1,<HMAC-SHA256>). The signing secret is in this answer only.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is delivered to it; its delivery log goes with it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the fields given: the URL (checked as at registration), the event types to receive, the description, or the status: `Enabled` re-enables a Disabled endpoint (the events made from now on are delivered; replay what it missed), `Disabled` stops deliveries by hand. The signing secret stays.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhooks/endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description A new secret signs every event from now on; for 24 hours the old one signs too (two signatures in webhook-signature), so the receiver can switch without losing an event.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery attempts
         * @description Each attempt with its time, HTTP status and duration, newest first.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a signed `webhook.test` event to this endpoint alone, whatever event types it receives: a delivery due now, attempted, retried and logged like any other. The event is not in the events feed and reaches no other endpoint. A disabled endpoint is 409: enable it first.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver events
         * @description Queues every event made at or after `since` (of the endpoint's types, at most 10,000) for delivery again, with the same webhook-id.
         */
        post: operations["replayWebhookEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events feed
         * @description The partner's events, oldest first, after the cursor `after` (the `next` of the previous page). The cursor never skips nor repeats an event: an event shows once no earlier-starting transaction can still commit one before it. Events are kept for `retentionDays` (30 by default), then pruned: the page says since when (`prunedBefore`), a read without `after` starts at the oldest event kept, and a cursor from before events of yours that were pruned is answered 410 `EventsPruned` rather than a page that skips them (read again without `after` and reconcile from the APIs).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * FieldError
         * @description One refused input field.
         */
        FieldError: {
            /** @description The input field, as a path such as accounts[0].sortCode. */
            field: string;
            /** @description Why the field was refused. */
            reason: "required" | "duplicate" | "maxLength" | "format" | "enum" | "range" | "precision" | "type" | "unknown";
        };
        /**
         * Error
         * @description The body of every error response (docs/decisions/errors.md).
         */
        Error: {
            /**
             * @description A short PascalCase error code, for programs to switch on; ErrorDescription says it for a person. One of:
             *
             *     - `ValidationFailed` (400): A field of the body, the query string, the path or a header breaks a rule; `errors` lists each `{field, reason}`.
             *     - `MalformedRequest` (400): The request cannot be read: the body is not JSON (empty, a wrong Content-Length, a NUL character) or the URL is not valid.
             *     - `UnsupportedApiVersion` (400): The call's version header asks for a version this API does not have (the versioned partner APIs).
             *     - `Unauthorized` (401): No valid subscription key and access token (partner APIs) or operator key, or the partner is suspended.
             *     - `Forbidden` (403): The credentials are valid but their role may not do this (an operator viewer key writing).
             *     - `NotFound` (404): No such resource for this caller; another partner's resource is not found either.
             *     - `NotAcceptable` (406): The Accept header allows none of the document's media types.
             *     - `Conflict` (409): The resource is in a state that forbids the change (a different client with that externalReference, a batch not Closed, a webhook endpoint disabled, a limit already in force).
             *     - `VersionConflict` (409): The resource changed since you read it: the version you sent is not the current one, or another request changed it at the same time.
             *     - `IdempotencyConflict` (409): The instructionReference was already used for a different request (another body or type).
             *     - `BatchUpdateConflict` (409): A batch confirmation does not match: a batch not the partner's, not Locked, or with other totals; no batch was closed.
             *     - `AccountNotAcknowledged` (409): Operator side: a payment would pay, or pay from, a bank account whose client-money acknowledgement letter (CASS 7) has no countersigned date; the description names the account (the platform's or which institution's, the currency, the masked number).
             *     - `EventsPruned` (410): Webhooks API: the `after` cursor of `GET /webhooks/events` is older than events of yours that were pruned (kept `EVENT_RETENTION_DAYS`, 30 days by default); the description says when.
             *     - `PayloadTooLarge` (413): The body is over the size or nesting limit.
             *     - `UnsupportedMediaType` (415): The body is not `application/json` in UTF-8 (or the media type the operation takes).
             *     - `BankFileRejected` (422): A bank file (camt.053, camt.054, pain.002) was refused whole: too large, a DOCTYPE, not well-formed, not its official XSD, an unknown message, an inexact amount, a statement whose balances do not prove, or a status report about a payment file, batch or payment the platform never sent (or about another message than a pain.001); the description names the element, line, figures or id.
             *     - `TooManyRequests` (429): Over the per-second rate limit.
             *     - `InternalError` (500): A bug on the platform; its cause is logged under the requestId.
             *     - `ServiceUnavailable` (503): The platform cannot reach its database just now.
             * @example NotFound
             * @enum {string}
             */
            Error: "ValidationFailed" | "MalformedRequest" | "UnsupportedApiVersion" | "Unauthorized" | "Forbidden" | "NotFound" | "NotAcceptable" | "Conflict" | "VersionConflict" | "IdempotencyConflict" | "BatchUpdateConflict" | "AccountNotAcknowledged" | "EventsPruned" | "PayloadTooLarge" | "UnsupportedMediaType" | "BankFileRejected" | "TooManyRequests" | "InternalError" | "ServiceUnavailable";
            /** @description What went wrong, in a sentence for a person. */
            ErrorDescription: string;
            /** @description The refused fields, on validation failures. */
            errors?: components["schemas"]["FieldError"][];
            /** @description The id of the request, also in the x-request-id header and our logs. */
            requestId?: string;
            /**
             * Format: uri
             * @description Where the code is explained, with what to do about it: its anchor on the platform's error page (GET /errors).
             */
            documentationUrl?: string;
        };
        /**
         * NewWebhookEndpoint
         * @description A webhook endpoint to register (at most 20 per partner).
         */
        NewWebhookEndpoint: {
            /**
             * @description Where events are POSTed. https, to a public address (the sandbox also allows http://127.0.0.1 and http://localhost).
             * @example https://partner.example.com/webhooks/savings
             */
            url: string;
            /** @description The event types to receive; absent or empty: all. */
            eventTypes?: ("instruction.processed" | "instruction.rejected" | "batch.locked" | "batch.closed" | "batch.completed" | "account.opened" | "account.matured" | "account.closed" | "interest.posted" | "portfolio.updated" | "client.fscs_limit_exceeded" | "webhook.test" | "endpoint.failing" | "endpoint.disabled")[];
            /** @description A note for the partner. */
            description?: string;
        };
        /**
         * CreatedWebhookEndpoint
         * @description The endpoint registered, with its signing secret (shown once).
         */
        CreatedWebhookEndpoint: {
            /** @description The endpoint id. */
            id: string;
            /** @description Where events are POSTed. */
            url: string;
            /** @description The event types it receives; empty: all. */
            eventTypes: string[];
            /** @description The note given at registration. */
            description: string | null;
            /** @description Disabled: every attempt to deliver one event failed for the whole retry window (about a day); see disabledReason. */
            status: "Enabled" | "Disabled";
            /** @description Why the endpoint was disabled; null while enabled. */
            disabledReason: string | null;
            /** @description When it was registered. */
            createdAt: string;
            /**
             * @description The signing secret (whsec_...), shown only here: verify the webhook-signature header with it (Standard Webhooks).
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /**
         * WebhookEndpoint
         * @description A webhook endpoint.
         */
        WebhookEndpoint: {
            /** @description The endpoint id. */
            id: string;
            /** @description Where events are POSTed. */
            url: string;
            /** @description The event types it receives; empty: all. */
            eventTypes: string[];
            /** @description The note given at registration. */
            description: string | null;
            /** @description Disabled: every attempt to deliver one event failed for the whole retry window (about a day); see disabledReason. */
            status: "Enabled" | "Disabled";
            /** @description Why the endpoint was disabled; null while enabled. */
            disabledReason: string | null;
            /** @description When it was registered. */
            createdAt: string;
        };
        /**
         * WebhookEndpointList
         * @description Webhook endpoints.
         */
        WebhookEndpointList: {
            /** @description The partner's endpoints, oldest first. */
            endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        /**
         * WebhookEndpointChange
         * @description What to change of an endpoint: only the fields given change. Its secret changes only by rotation.
         */
        WebhookEndpointChange: {
            /**
             * @description Where events are POSTed. https, to a public address (the sandbox also allows http://127.0.0.1 and http://localhost).
             * @example https://partner.example.com/webhooks/savings
             */
            url?: string;
            /** @description The event types to receive from now on; empty: all. */
            eventTypes?: ("instruction.processed" | "instruction.rejected" | "batch.locked" | "batch.closed" | "batch.completed" | "account.opened" | "account.matured" | "account.closed" | "interest.posted" | "portfolio.updated" | "client.fscs_limit_exceeded" | "webhook.test" | "endpoint.failing" | "endpoint.disabled")[];
            /** @description A note for the partner; null removes it. */
            description?: string | null;
            /** @description Enabled: a Disabled endpoint receives the events made from now on again (what it missed while disabled is replayed with POST /webhooks/endpoints/{id}/replay). Disabled: nothing more is delivered to it until it is enabled; its pending deliveries fail. */
            status?: "Enabled" | "Disabled";
        };
        /**
         * RotatedWebhookSecret
         * @description The new signing secret.
         */
        RotatedWebhookSecret: {
            /** @description The endpoint id. */
            id: string;
            /** @description The new signing secret, shown only here. */
            secret: string;
            /** @description Until then events are signed with both the old and the new secret (two signatures in webhook-signature). */
            previousSecretExpiresAt: string;
        };
        /** WebhookDeliveryAttempt */
        WebhookDeliveryAttempt: {
            /** @description The attempt id. */
            attemptId: string;
            /** @description The event delivered. */
            eventId: string;
            /** @description Its type. */
            eventType: string;
            /** @description When the attempt was made. */
            attemptedAt: string;
            /** @description The endpoint's HTTP status; null when it did not answer. */
            statusCode: number | null;
            /** @description How long the attempt took. */
            durationMs: number;
            /** @description Why there was no answer (time-out, refused address, ...); null otherwise. */
            error: string | null;
            /** @description The first 1 KB (1,024 bytes, cut on a UTF-8 character boundary) of the endpoint's answer body; null when it did not answer. */
            responseBody: string | null;
            /** @description What this attempt got: Succeeded when the endpoint answered 2xx, Failed for any other answer or none. It never changes after the attempt. */
            result: "Succeeded" | "Failed";
            /** @description Where the delivery stands now, after all of its attempts (the same on each of them): an attempt's own outcome is `result`. */
            deliveryStatus: "Pending" | "Delivered" | "Failed";
        };
        /**
         * WebhookDeliveryAttempts
         * @description The endpoint's delivery attempts.
         */
        WebhookDeliveryAttempts: {
            /** @description The attempts, newest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        /**
         * WebhookTestEventSent
         * @description A webhook.test event is on its way to the endpoint, and to it alone.
         */
        WebhookTestEventSent: {
            /** @description The test event's id: the webhook-id header of its delivery, and the eventId of its attempts in the delivery log (GET /webhooks/endpoints/{id}/deliveries). */
            eventId: string;
        };
        /**
         * WebhookReplay
         * @description What to redeliver.
         */
        WebhookReplay: {
            /**
             * Format: iso-date-time
             * @description Redeliver every event made at or after this instant.
             * @example 2026-03-02T00:00:00Z
             */
            since: string;
        };
        /**
         * WebhookReplayQueued
         * @description The replay is queued.
         */
        WebhookReplayQueued: {
            /** @description Events queued for redelivery (at most 10,000). */
            eventsQueued: number;
        };
        /**
         * InstructionOutcomeEventData
         * @description The request status record, as GET /instruction-request/status returns it, with its type.
         */
        InstructionOutcomeEventData: {
            /** @description The instruction request. */
            instructionReference: string;
            /** @description deposit, withdrawal, close-account, revert or the like, as the request was made. */
            requestType: string;
            /** @description Its outcome. */
            status: "Processed" | "Rejected";
            /** @description Why it was rejected ("<Code>: <sentence>"); null when processed. */
            statusReason: string | null;
            /** @description The rejection reason by name (docs/errors.md); null when processed. */
            statusReasonCode: string | null;
        };
        /**
         * InstructionProcessedEvent
         * @description A instruction.processed event.
         */
        InstructionProcessedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "instruction.processed";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["InstructionOutcomeEventData"];
        };
        /**
         * InstructionRejectedEvent
         * @description A instruction.rejected event.
         */
        InstructionRejectedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "instruction.rejected";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["InstructionOutcomeEventData"];
        };
        /**
         * BatchEventData
         * @description The batch with its totals as they stand.
         */
        BatchEventData: {
            /** @description The batch. */
            instructionBatchId: string;
            /** @description deposit or withdrawal. */
            instructionType: string;
            /** @description Its total, in the currency's major units (pounds and pence). */
            instructionBatchTotalAmount: number;
            /** @description Its notice total, in the currency's major units (pounds and pence). */
            instructionBatchTotalNoticeAmount: number;
            /** @description Open, Locked, Closed or Completed. */
            instructionBatchStatus: string;
            /** @description Its currency. */
            currencyCode: string;
            /** @description Its business day (a day, formatted like every date of the API: 2026-03-02T00:00:00.0000000+00:00). */
            dateToBeActioned: string;
        };
        /**
         * BatchLockedEvent
         * @description A batch.locked event.
         */
        BatchLockedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "batch.locked";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["BatchEventData"];
        };
        /**
         * BatchClosedEvent
         * @description A batch.closed event.
         */
        BatchClosedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "batch.closed";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["BatchEventData"];
        };
        /**
         * BatchCompletedEvent
         * @description A batch.completed event.
         */
        BatchCompletedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "batch.completed";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["BatchEventData"];
        };
        /**
         * AccountEventData
         * @description The account's key fields, as the Portfolios API shows them.
         */
        AccountEventData: {
            /** @description The deposit account. */
            depositAccountId: string;
            /** @description Its portfolio. */
            portfolioId: string;
            /** @description Its client. */
            clientReference: string;
            /** @description Its product. */
            productId: string;
            /** @description The product's issue. */
            productIssueNumber: number;
            /** @description The issue's version the account opened on. */
            productVersionOnAccountOpen: number;
            /** @description Its currency. */
            currencyCode: string;
            /** @description Open, Matured or Closed. */
            accountStatus: string;
            /** @description When it opened (a day, formatted like every date of the API: 2026-03-02T00:00:00.0000000+00:00). */
            dateAccountOpenedUTC: string;
            /** @description When a fixed term matures; null for instant access. */
            dateAccountMaturesUTC: string | null;
        };
        /**
         * AccountOpenedEvent
         * @description A account.opened event.
         */
        AccountOpenedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "account.opened";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["AccountEventData"];
        };
        /**
         * AccountMaturedEvent
         * @description A account.matured event.
         */
        AccountMaturedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "account.matured";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["AccountEventData"];
        };
        /**
         * AccountClosedEvent
         * @description A account.closed event.
         */
        AccountClosedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "account.closed";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["AccountEventData"];
        };
        /**
         * InterestPostedEventData
         * @description Interest posted to an account.
         */
        InterestPostedEventData: {
            /** @description The deposit account. */
            depositAccountId: string;
            /** @description Its portfolio. */
            portfolioId: string;
            /** @description Its client. */
            clientReference: string;
            /** @description Its currency. */
            currencyCode: string;
            /** @description The interest paid into the balance, in the currency's major units (pounds and pence). */
            interestPostedAmount: number;
            /** @description Why: the product's posting frequency, the account's maturity, or its closure. */
            reason: "Periodic" | "Maturity" | "Closure";
            /** @description The posting day (a day, formatted like every date of the API: 2026-03-02T00:00:00.0000000+00:00). */
            postingDateUTC: string;
        };
        /**
         * InterestPostedEvent
         * @description A interest.posted event.
         */
        InterestPostedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "interest.posted";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["InterestPostedEventData"];
        };
        /**
         * ChangedDepositAccount
         * @description A deposit account as it stood after the change, as the Portfolios API's DepositAccount shows it but for interestAccruedAmount and interestExpectedAmount, which move every night without an event.
         */
        ChangedDepositAccount: {
            /** @description The deposit account. */
            depositAccountId: string;
            /** @description Its product. */
            productId: string;
            /** @description The product's issue. */
            productIssueNumber: number;
            /** @description The issue's version the account opened on. */
            productVersionOnAccountOpen: number;
            /** @description Open, Matured or Closed. */
            accountStatus: "Open" | "Matured" | "Closed";
            /** @description When it opened (a day, formatted like every date of the API: 2026-03-02T00:00:00.0000000+00:00). */
            dateAccountOpenedUTC: string;
            /** @description When a fixed term matures; null for instant access and notice accounts. */
            dateAccountMaturesUTC: string | null;
            /** @description The settled balance after the change, posted interest included, in the currency's major units (pounds and pence). */
            amount: number;
            /** @description The interest posted to the account so far, in the currency's major units (pounds and pence). */
            interestPaidAmount: number;
        };
        /**
         * PortfolioUpdatedEventData
         * @description A portfolio whose accounts or pending items changed, with the accounts that changed as they stood after the change: applied in portfolioVersion order to what a receiver holds, no call back is needed for balances and statuses.
         */
        PortfolioUpdatedEventData: {
            /** @description The portfolio. */
            portfolioId: string;
            /** @description Its client. */
            clientReference: string;
            /** @description Its currency. */
            currencyCode: string;
            /** @description Its version after the change (docs/portfolios.md says what it counts). */
            portfolioVersion: number;
            /** @description When it changed: the portfolio's dateLastUpdatedUTC after the change (yyyy-mm-ddThh:mm:ss.fffffff+00:00). */
            dateLastUpdatedUTC: string;
            /** @description The portfolio's deposit accounts this change wrote (a new account, a balance, a status), as they stood after it, in depositAccountId order; the portfolio's other accounts are as earlier events left them. Empty when only its pending items changed (an instruction accepted, reverted or rejected before settlement). */
            changedDepositAccounts: components["schemas"]["ChangedDepositAccount"][];
        };
        /**
         * PortfolioUpdatedEvent
         * @description A portfolio.updated event.
         */
        PortfolioUpdatedEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "portfolio.updated";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["PortfolioUpdatedEventData"];
        };
        /**
         * FscsLimitExceededEventData
         * @description A deposit processed under the partner's `warn` FSCS policy left the client over the limit (docs/fscs.md).
         */
        FscsLimitExceededEventData: {
            /** @description The client. */
            clientReference: string;
            /** @description The banking group whose FSCS limit the client is over. */
            financialInstitutionGroupId: string;
            /** @description GBP: the limit is in pounds. */
            currencyCode: string;
            /** @description The client's money held and pending in the group, the deposit included, in the currency's major units (pounds and pence). */
            exposureAmount: number;
            /** @description The limit, in the currency's major units (pounds and pence). */
            limitAmount: number;
            /** @description How far over, in the currency's major units (pounds and pence). */
            amountOverLimit: number;
            /** @description The deposit that took the client over. */
            instructionReference: string;
        };
        /**
         * ClientFscsLimitExceededEvent
         * @description A client.fscs_limit_exceeded event.
         */
        ClientFscsLimitExceededEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "client.fscs_limit_exceeded";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["FscsLimitExceededEventData"];
        };
        /**
         * WebhookTestEventData
         * @description A test, sent on request (POST /webhooks/endpoints/{id}/test) to one endpoint only; never in the feed.
         */
        WebhookTestEventData: {
            /** @description The endpoint the test was sent to. */
            endpointId: string;
            /** @description Its URL when the test was sent. */
            url: string;
            /** @description What this event is. */
            message: string;
        };
        /**
         * WebhookTestEvent
         * @description A webhook.test event.
         */
        WebhookTestEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "webhook.test";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["WebhookTestEventData"];
        };
        /**
         * EndpointFailingEventData
         * @description One of your endpoints has failed several attempts in a row (once a streak; a success ends it). Its deliveries are retried; if they still fail at the end of the retry window, the endpoint is disabled.
         */
        EndpointFailingEventData: {
            /** @description The endpoint whose deliveries are failing. */
            endpointId: string;
            /** @description Its URL. */
            url: string;
            /** @description When its first failed attempt since its last success was made (yyyy-mm-ddThh:mm:ss.fffffff+00:00). */
            failingSince: string;
            /** @description Attempts failed in a row. */
            consecutiveFailures: number;
            /** @description What the last attempt got: "HTTP 500", or why there was no answer. */
            lastAttempt: string;
        };
        /**
         * EndpointFailingEvent
         * @description A endpoint.failing event.
         */
        EndpointFailingEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "endpoint.failing";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["EndpointFailingEventData"];
        };
        /**
         * EndpointDisabledEventData
         * @description One of your endpoints was disabled: it receives nothing until enabled again (PATCH /webhooks/endpoints/{id} with status Enabled; replay brings the gap).
         */
        EndpointDisabledEventData: {
            /** @description The endpoint disabled. */
            endpointId: string;
            /** @description Its URL. */
            url: string;
            /** @description Why: its deliveries failed for the whole retry window (the last answer named), or it was disabled by hand. */
            reason: string;
            /** @description platform: its failures; partner: PATCH with status Disabled. */
            disabledBy: "platform" | "partner";
            /** @description When (yyyy-mm-ddThh:mm:ss.fffffff+00:00). */
            disabledAt: string;
        };
        /**
         * EndpointDisabledEvent
         * @description A endpoint.disabled event.
         */
        EndpointDisabledEvent: {
            /** @description The event id; also the webhook-id header of its deliveries (the same on every retry and replay). */
            id: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "endpoint.disabled";
            /**
             * @description The Webhooks API version whose document describes the event's shape.
             * @enum {string}
             */
            apiVersion: "2026-05-01";
            /** @description When the change was made, on the platform's clock. */
            createdAt: string;
            /** @description The partner the event belongs to. */
            financialPartnerId: string;
            data: components["schemas"]["EndpointDisabledEventData"];
        };
        /**
         * Event
         * @description An event: its `type` says what its `data` holds.
         */
        Event: components["schemas"]["InstructionProcessedEvent"] | components["schemas"]["InstructionRejectedEvent"] | components["schemas"]["BatchLockedEvent"] | components["schemas"]["BatchClosedEvent"] | components["schemas"]["BatchCompletedEvent"] | components["schemas"]["AccountOpenedEvent"] | components["schemas"]["AccountMaturedEvent"] | components["schemas"]["AccountClosedEvent"] | components["schemas"]["InterestPostedEvent"] | components["schemas"]["PortfolioUpdatedEvent"] | components["schemas"]["ClientFscsLimitExceededEvent"] | components["schemas"]["WebhookTestEvent"] | components["schemas"]["EndpointFailingEvent"] | components["schemas"]["EndpointDisabledEvent"];
        /**
         * EventsPage
         * @description A page of the events feed.
         */
        EventsPage: {
            /** @description The events after the cursor, oldest first. */
            events: components["schemas"]["Event"][];
            /** @description The cursor to read on from; the same one when no new event was there yet. It never skips nor repeats an event. */
            next: string;
            /**
             * @description How many days events are kept: older ones are pruned by a daily job, and a cursor from before events of yours that were pruned is answered 410 EventsPruned.
             * @example 30
             */
            retentionDays: number;
            /**
             * @description The cut-off of the latest pruning that deleted events of yours: those made before it are gone, and the feed (read without `after`) starts after them. Null while none of yours has been pruned.
             * @example 2026-02-01T03:00:00.0000000+00:00
             */
            prunedBefore: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook endpoints. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description A webhook endpoint to register (at most 20 per partner). Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint registered, with its signing secret (shown once). */
            201: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Conflict",
                     *       "ErrorDescription": "The request conflicts with the current state of the resource.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "PayloadTooLarge",
                     *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "UnsupportedMediaType",
                     *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook endpoint. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description What to change of an endpoint: only the fields given change. Its secret changes only by rotation. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointChange"];
            };
        };
        responses: {
            /** @description A webhook endpoint. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "PayloadTooLarge",
                     *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "UnsupportedMediaType",
                     *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new signing secret. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query: {
                /** @description Attempts per page (1 to 100). */
                limit: number;
                /** @description Only attempts older than this attemptId (paging back). */
                before?: string;
            };
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint's delivery attempts. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryAttempts"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook.test event is on its way to the endpoint, and to it alone. */
            202: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestEventSent"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Conflict",
                     *       "ErrorDescription": "The request conflicts with the current state of the resource.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayWebhookEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path: {
                /** @description The endpoint id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description What to redeliver. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReplay"];
            };
        };
        responses: {
            /** @description The replay is queued. */
            202: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayQueued"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource does not exist or belongs to another partner. */
            404: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Client 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60 was not found.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#NotFound"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state. */
            409: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Conflict",
                     *       "ErrorDescription": "The request conflicts with the current state of the resource.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Conflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "PayloadTooLarge",
                     *       "ErrorDescription": "The request body is larger than the 1 MB limit.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#PayloadTooLarge"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body has an unsupported media type. */
            415: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "UnsupportedMediaType",
                     *       "ErrorDescription": "The media type text/plain is not supported here; send application/json.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#UnsupportedMediaType"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query: {
                /** @description The `next` cursor of the previous page; absent: from the first event. */
                after?: string;
                /** @description Events per page (1 to 100). */
                limit: number;
            };
            header?: {
                /** @description The API version the call is written for: 2026-05-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2026-05-01";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the events feed. */
            200: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ValidationFailed",
                     *       "ErrorDescription": "The request has invalid fields: title (maxLength).",
                     *       "errors": [
                     *         {
                     *           "field": "title",
                     *           "reason": "maxLength"
                     *         }
                     *       ],
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ValidationFailed"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription key or access token is missing, unknown, invalid or expired. */
            401: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Unauthorized",
                     *       "ErrorDescription": "The cdpapi-Subscription-Key header is missing.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description What was asked for is gone for good (events past their retention period). */
            410: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "EventsPruned",
                     *       "ErrorDescription": "Events after this cursor were deleted: events are kept 30 days, and yours made before 2026-03-02T03:00:00.0000000+00:00 have been pruned. Read the feed again without after to start at the oldest event kept, and reconcile what you missed from the APIs.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#EventsPruned"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The rate limit for this API was exceeded; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "TooManyRequests",
                     *       "ErrorDescription": "More than 50 requests a second to the clients API; retry after 1 second.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#TooManyRequests"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The platform is temporarily unavailable; retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description The API's version: 2026-05-01. */
                    "api-version"?: "2026-05-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "ServiceUnavailable",
                     *       "ErrorDescription": "The platform cannot reach its database just now; retry shortly.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#ServiceUnavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
