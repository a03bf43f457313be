// Generated from openapi/batches.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/instruction-batches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the batches of a day
         * @description The partner's batches to be actioned on batchDate: one per instruction type and currency that had instructions.
         */
        get: operations["listInstructionBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-batches/{instructionBatchId}/instruction-summary/{instructionFilterType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Instructions of a batch
         * @description A page of the instructions in the batch (all, or closures only). Reverted instructions have left the batch and are not listed.
         */
        get: operations["listInstructionSummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-batches/{instructionBatchId}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Instruction references of a batch
         * @description A page of the instructionReferences in the batch, to look instructions up through the Instruction Request API. Empty once the batch is Completed.
         */
        get: operations["listBatchReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instruction-batches/batch-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close Locked batches
         * @description Confirms the day's Locked batches and triggers payment. All or nothing: 409 BatchUpdateConflict, naming the batch and the mismatch, when any batch is unknown to the partner, not Locked, or its totals differ from the platform's.
         */
        post: operations["updateInstructionBatches"];
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
         * InstructionBatch
         * @description One daily batch: per partner, working day, instruction type and currency.
         */
        InstructionBatch: {
            /**
             * @description The batch id.
             * @example 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60
             */
            instructionBatchId: string;
            /**
             * @description What the batch holds.
             * @example deposit
             */
            instructionType: "deposit" | "withdrawal";
            /**
             * @description Total of the instructions in the batch.
             * @example 25000
             */
            instructionBatchTotalAmount: number;
            /**
             * @description Total of the notice-period withdrawals in the batch (part of the total).
             * @example 0
             */
            instructionBatchTotalNoticeAmount: number;
            /**
             * @description Open: accepting the day's instructions. Locked: finalised at the cut-off, waiting for the partner's batch-update. Closed: confirmed by the partner, payment triggered. Completed: settled, and its money shown booked by the bank's statements.
             * @example Locked
             */
            instructionBatchStatus: "Open" | "Locked" | "Closed" | "Completed";
            /**
             * @description ISO-4217 currency of the batch.
             * @example GBP
             */
            currencyCode: string;
            /**
             * @description The working day the batch is actioned.
             * @example 2026-03-02T00:00:00.0000000+00:00
             */
            dateToBeActioned: string;
        };
        /**
         * InstructionBatchList
         * @description The partner's batches of the day.
         */
        InstructionBatchList: {
            /** @description The batches of that day. */
            instructionBatches: components["schemas"]["InstructionBatch"][];
        };
        /**
         * InstructionSummary
         * @description One instruction of the batch.
         */
        InstructionSummary: {
            /**
             * @description The instructionReference of the instruction.
             * @example 3f2504e0-4f89-41d3-9a0c-0305e82c3301
             */
            instructionReference: string;
            /**
             * @description Its amount.
             * @example 10000
             */
            instructionAmount: number;
            /**
             * @description ISO-4217 currency.
             * @example GBP
             */
            currencyCode: string;
            /**
             * @description The day it is actioned.
             * @example 2026-03-02T00:00:00.0000000+00:00
             */
            dateToBeActionedUTC: string;
        };
        /**
         * InstructionSummaryPage
         * @description A page of the instructions in a batch.
         */
        InstructionSummaryPage: {
            /** @description The page of instructions, oldest first. */
            instructionSummaries: components["schemas"]["InstructionSummary"][];
            /**
             * @description This page.
             * @example 1
             */
            pageNumber: number;
            /**
             * @description Items per page.
             * @example 50
             */
            pageSize: number;
            /**
             * @description Number of pages: ceil(total / pageSize).
             * @example 1
             */
            pageCount: number;
        };
        /**
         * BatchReferencePage
         * @description A page of the instruction references of a batch.
         */
        BatchReferencePage: {
            /** @description References of the instructions in the batch; empty once the batch is Completed. */
            references: string[];
            /**
             * @description This page.
             * @example 1
             */
            pageNumber: number;
            /**
             * @description Items per page.
             * @example 50
             */
            pageSize: number;
            /**
             * @description Number of pages: ceil(total / pageSize).
             * @example 1
             */
            pageCount: number;
        };
        /**
         * BatchTotals
         * @description One batch to close, with the totals the partner expects.
         */
        BatchTotals: {
            /**
             * @description The batch id.
             * @example 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60
             */
            InstructionBatchId: string;
            /**
             * Format: money
             * @description The partner's total for the batch; must equal instructionBatchTotalAmount.
             * @example 25000
             */
            TotalAmount: number;
            /**
             * Format: money
             * @description The partner's notice total; when given must equal instructionBatchTotalNoticeAmount.
             * @example 0
             */
            TotalNoticeAmount?: number;
        };
        /**
         * InstructionBatchUpdate
         * @description Closes Locked batches after checking their totals. Property names as the specification shows them; any case is accepted.
         */
        InstructionBatchUpdate: {
            /**
             * @description The status to move the batches to: Closed (any case).
             * @example Closed
             */
            InstructionBatchStatus: string;
            /** @description The batches to close: all of them close, or none does. */
            InstructionBatches: components["schemas"]["BatchTotals"][];
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
    listInstructionBatches: {
        parameters: {
            query: {
                /** @description The day of the batches, as an ISO-8601 date or date-time; the calendar date as written is used. */
                batchDate: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's batches of the day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionBatchList"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
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
    listInstructionSummaries: {
        parameters: {
            query: {
                /** @description Page to return, from 1. */
                pageNumber: number;
                /** @description Items per page, 1 to 100. */
                pageSize: number;
            };
            header?: never;
            path: {
                /** @description The batch id. */
                instructionBatchId: string;
                /** @description All: every instruction. Closure: only account closures (close-account and maturity payouts). Any case. */
                instructionFilterType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the instructions in a batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionSummaryPage"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Instruction batch 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60 was not found.",
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
    listBatchReferences: {
        parameters: {
            query: {
                /** @description Page to return, from 1 (required). */
                pageNumber: number;
                /** @description Items per page, 1 to 100. */
                pageSize: number;
            };
            header?: never;
            path: {
                /** @description The batch id. */
                instructionBatchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the instruction references of a batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchReferencePage"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "NotFound",
                     *       "ErrorDescription": "Instruction batch 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60 was not found.",
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
    updateInstructionBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Closes Locked batches after checking their totals. Property names as the specification shows them; any case is accepted. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructionBatchUpdate"];
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "BatchUpdateConflict",
                     *       "ErrorDescription": "No batch was closed: instruction batch 6c0a4e1b-8f3d-4c2a-9e57-1b2d3c4e5f60 has TotalAmount 25000.00, not 24000.00.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#BatchUpdateConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
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
