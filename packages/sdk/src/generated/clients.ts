// Generated from openapi/clients.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/clients/financial-partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an individual client
         * @description Registers an individual client. Repeating an identical request answers 200 with the existing clientReference; the same externalReference with different content is 409.
         */
        post: operations["createIndividualClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/financial-partner/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a company client
         * @description Registers a company client, idempotent on externalReference like the individual create.
         */
        post: operations["createCompanyClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{clientReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an individual client */
        get: operations["getIndividualClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/financial-partner/company/{clientReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a company client */
        get: operations["getCompanyClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{clientReference}/{clientVersion}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an individual client
         * @description Send the current clientVersion in the path. On success the version goes up by one. A version that is not the current one answers 409: fetch the client again and retry.
         */
        patch: operations["updateIndividualClient"];
        trace?: never;
    };
    "/clients/financial-partner/company/{clientReference}/{clientVersion}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a company client
         * @description As the individual update, for company clients.
         */
        patch: operations["updateCompanyClient"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * TaxObligation
         * @description A tax obligation outside the UK; one per country.
         */
        TaxObligation: {
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode: string;
            /** @description Tax identification number in that country. */
            taxIdentificationNumber?: string;
        };
        /**
         * Account
         * @description A bank account of the client's, where withdrawals are paid.
         */
        Account: {
            /**
             * @description Name on the bank account.
             * @example Jane Smith
             */
            accountName: string;
            /**
             * @description UK bank account number: 8 digits.
             * @example 12345678
             */
            accountNumber: string;
            /**
             * @description UK sort code: 6 digits, hyphens allowed.
             * @example 12-34-56
             */
            sortCode: string;
            /**
             * @description SWIFT BIC (8 or 11 characters).
             * @example NWBKGB2L
             */
            bic?: string;
            /**
             * Format: iban
             * @description IBAN, checked with its mod-97 check digits; spaces allowed, at most 50 characters.
             * @example GB82WEST12345698765432
             */
            iban?: string;
            /**
             * @description ISO-4217 currency code: GBP, EUR or USD.
             * @example GBP
             */
            currencyCode: "GBP" | "EUR" | "USD";
        };
        /**
         * NewIndividualClient
         * @description An individual client.
         */
        NewIndividualClient: {
            /**
             * @description The partner's own unique reference for the client.
             * @example CUST-0001
             */
            externalReference: string;
            /**
             * @description Title, at most 32 characters.
             * @example Ms
             */
            title: string;
            /**
             * @description First name.
             * @example Jane
             */
            firstName: string;
            /**
             * @description Last name.
             * @example Smith
             */
            lastName: string;
            /**
             * Format: iso-date-time
             * @description Date of birth, ISO-8601 date or date-time.
             * @example 1980-05-17T00:00:00.0000000+00:00
             */
            dateOfBirth: string;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber?: string;
            /** @description True if the client is resident in the UK. */
            ukResident?: boolean;
            /** @description True if the client is domiciled in the UK. */
            ukDomicile?: boolean;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress: string;
            /** @description Tax obligations outside the UK (also accepted as nonUkTaxObligation). */
            nonUkTaxObligations?: components["schemas"]["TaxObligation"][];
            /** @description The client's bank accounts; at least one. */
            accounts: components["schemas"]["Account"][];
        };
        /** ClientReference */
        ClientReference: {
            /**
             * @description The client reference, used in paths from now on.
             * @example 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60
             */
            clientReference: string;
        };
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
         * NewCompanyClient
         * @description A company client.
         */
        NewCompanyClient: {
            /**
             * @description The partner's own unique reference for the client.
             * @example CUST-0001
             */
            externalReference: string;
            /**
             * @description Registered company name.
             * @example Acme Pension Trustees Ltd
             */
            companyName: string;
            /** @description Whether the company is eligible for FSCS protection. */
            fscsEligible: boolean;
            /** @description FCA authorisation number. */
            fcaNumber?: string;
            /** @description Companies House registration number. */
            companyNumber?: string;
            /** @description Whether there is evidence confirming how monies are held. */
            hasEvidenceConfirmingHowMoniesAreHeld: boolean;
            /** @description Whether the entity has underlying beneficiaries who may be entitled to the funds. */
            doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund: boolean;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber: string;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress: string;
            /** @description The client's bank accounts; at least one. */
            accounts: components["schemas"]["Account"][];
        };
        /**
         * ClientDocument
         * @description A document held for the client.
         */
        ClientDocument: {
            /** @description Where the document can be fetched. */
            documentUri: string;
            /** @description The kind of document. */
            documentType: string;
        };
        /**
         * IndividualClient
         * @description An individual client.
         */
        IndividualClient: {
            /** @description The client reference. */
            clientReference: string;
            /**
             * @description The current version; send it to update the client.
             * @example 1
             */
            clientVersion: number;
            /**
             * @description The partner's own unique reference for the client.
             * @example CUST-0001
             */
            externalReference?: string;
            /**
             * @description Title, at most 32 characters.
             * @example Ms
             */
            title?: string;
            /**
             * @description First name.
             * @example Jane
             */
            firstName?: string;
            /**
             * @description Last name.
             * @example Smith
             */
            lastName?: string;
            /**
             * Format: iso-date-time
             * @description Date of birth, ISO-8601 date or date-time.
             * @example 1980-05-17T00:00:00.0000000+00:00
             */
            dateOfBirth?: string;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1?: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2?: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode?: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode?: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber?: string;
            /** @description True if the client is resident in the UK. */
            ukResident?: boolean;
            /** @description True if the client is domiciled in the UK. */
            ukDomicile?: boolean;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress?: string;
            /** @description Tax obligations outside the UK (also accepted as nonUkTaxObligation). */
            nonUkTaxObligations?: components["schemas"]["TaxObligation"][];
            /** @description The client's bank accounts; at least one. */
            accounts?: components["schemas"]["Account"][];
            /** @description The same tax obligations, under the other spelling. */
            nonUkTaxObligation?: components["schemas"]["TaxObligation"][];
            /** @description Documents held for the client. */
            documents: components["schemas"]["ClientDocument"][];
            /** @description Name on the client's first bank account. */
            accountName?: string;
            /** @description Number of the client's first bank account. */
            accountNumber?: string;
            /** @description Sort code of the client's first bank account. */
            sortCode?: string;
        };
        /**
         * CompanyClient
         * @description A company client.
         */
        CompanyClient: {
            /** @description The client reference. */
            clientReference: string;
            /**
             * @description The current version; send it to update the client.
             * @example 1
             */
            clientVersion: number;
            /**
             * @description The partner's own unique reference for the client.
             * @example CUST-0001
             */
            externalReference?: string;
            /**
             * @description Registered company name.
             * @example Acme Pension Trustees Ltd
             */
            companyName?: string;
            /** @description Whether the company is eligible for FSCS protection. */
            fscsEligible?: boolean;
            /** @description FCA authorisation number. */
            fcaNumber?: string;
            /** @description Companies House registration number. */
            companyNumber?: string;
            /** @description Whether there is evidence confirming how monies are held. */
            hasEvidenceConfirmingHowMoniesAreHeld?: boolean;
            /** @description Whether the entity has underlying beneficiaries who may be entitled to the funds. */
            doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund?: boolean;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1?: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2?: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode?: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode?: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber?: string;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress?: string;
            /** @description The client's bank accounts; at least one. */
            accounts?: components["schemas"]["Account"][];
        };
        /**
         * IndividualClientUpdateChanges
         * @description Fields of the individual client to change.
         */
        IndividualClientUpdateChanges: {
            /**
             * @description Title, at most 32 characters.
             * @example Ms
             */
            title?: string;
            /**
             * @description First name.
             * @example Jane
             */
            firstName?: string;
            /**
             * @description Last name.
             * @example Smith
             */
            lastName?: string;
            /**
             * Format: iso-date-time
             * @description Date of birth, ISO-8601 date or date-time.
             * @example 1980-05-17T00:00:00.0000000+00:00
             */
            dateOfBirth?: string;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1?: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2?: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode?: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode?: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber?: string;
            /** @description True if the client is resident in the UK. */
            ukResident?: boolean;
            /** @description True if the client is domiciled in the UK. */
            ukDomicile?: boolean;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress?: string;
            /** @description Tax obligations outside the UK (also accepted as nonUkTaxObligation). */
            nonUkTaxObligations?: components["schemas"]["TaxObligation"][];
            /** @description The client's bank accounts; at least one. */
            accounts?: components["schemas"]["Account"][];
        };
        /**
         * JsonPatchOperation
         * @description An RFC 6902 JSON Patch operation.
         */
        JsonPatchOperation: {
            /** @description RFC 6902 operation. */
            op: "add" | "remove" | "replace" | "move" | "copy" | "test";
            /** @description JSON Pointer to the field, e.g. /emailAddress. */
            path: string;
            /** @description Source pointer for move and copy. */
            from?: string;
            /** @description The value for add, replace and test. */
            value?: unknown;
        };
        /**
         * IndividualClientUpdate
         * @description Fields of the individual client to change. Either a partial client object (the fields present replace the current ones; arrays replace whole) or an array of RFC 6902 operations.
         */
        IndividualClientUpdate: components["schemas"]["IndividualClientUpdateChanges"] | components["schemas"]["JsonPatchOperation"][];
        /**
         * CompanyClientUpdateChanges
         * @description Fields of the company client to change.
         */
        CompanyClientUpdateChanges: {
            /**
             * @description Registered company name.
             * @example Acme Pension Trustees Ltd
             */
            companyName?: string;
            /** @description Whether the company is eligible for FSCS protection. */
            fscsEligible?: boolean;
            /** @description FCA authorisation number. */
            fcaNumber?: string;
            /** @description Companies House registration number. */
            companyNumber?: string;
            /** @description Whether there is evidence confirming how monies are held. */
            hasEvidenceConfirmingHowMoniesAreHeld?: boolean;
            /** @description Whether the entity has underlying beneficiaries who may be entitled to the funds. */
            doesEntityHaveUnderlyingBeneficiariesWhoMayBeEntitledToFund?: boolean;
            /**
             * @description First line of the address.
             * @example 1 High Street
             */
            addressLine1?: string;
            /**
             * @description Second line of the address; may be an empty string.
             * @example
             */
            addressLine2?: string;
            /** @description Third line of the address. */
            addressLine3?: string;
            /**
             * @description City or town.
             * @example London
             */
            city?: string;
            /** @description County. */
            county?: string;
            /**
             * @description Postcode.
             * @example SW1A 1AA
             */
            postCode?: string;
            /**
             * Format: country-alpha3
             * @description ISO 3166-1 alpha-3 country code, checked against the official list.
             * @example GBR
             */
            countryCode?: string;
            /**
             * @description Phone number.
             * @example +44 20 7946 0000
             */
            phoneNumber?: string;
            /**
             * Format: email
             * @description Email address, at most 256 characters.
             * @example jane.smith@example.com
             */
            emailAddress?: string;
            /** @description The client's bank accounts; at least one. */
            accounts?: components["schemas"]["Account"][];
        };
        /**
         * CompanyClientUpdate
         * @description Fields of the company client to change. Either a partial client object (the fields present replace the current ones; arrays replace whole) or an array of RFC 6902 operations.
         */
        CompanyClientUpdate: components["schemas"]["CompanyClientUpdateChanges"] | components["schemas"]["JsonPatchOperation"][];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createIndividualClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description An individual client. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewIndividualClient"];
            };
        };
        responses: {
            /** @description An identical client already exists; its reference. */
            200: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientReference"];
                };
            };
            /** @description The client was created. */
            201: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientReference"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Conflict",
                     *       "ErrorDescription": "A different client with externalReference \"CUST-0001\" already exists (clientReference 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60).",
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
    createCompanyClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path?: never;
            cookie?: never;
        };
        /** @description A company client. Property names match case-insensitively (and through x-aliases); a property the operation does not define, at any depth, is refused: 400 ValidationFailed with {field, reason: "unknown"} for each. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCompanyClient"];
            };
        };
        responses: {
            /** @description An identical client already exists; its reference. */
            200: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientReference"];
                };
            };
            /** @description The client was created. */
            201: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientReference"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "Conflict",
                     *       "ErrorDescription": "A different client with externalReference \"CUST-0001\" already exists (clientReference 5b6f1c1e-3f7a-4d0e-9f0a-2d3b1c4e5f60).",
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
    getIndividualClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path: {
                /** @description The client reference returned on create. */
                clientReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An individual client. */
            200: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndividualClient"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
    getCompanyClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path: {
                /** @description The client reference returned on create. */
                clientReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A company client. */
            200: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyClient"];
                };
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
    updateIndividualClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path: {
                /** @description The client reference returned on create. */
                clientReference: string;
                /** @description The current clientVersion of the client. */
                clientVersion: number;
            };
            cookie?: never;
        };
        /** @description Fields of the individual client to change. Either a partial client object (the fields present replace the current ones; arrays replace whole) or an array of RFC 6902 operations. */
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["IndividualClientUpdate"];
                "application/json": components["schemas"]["IndividualClientUpdate"];
                "text/json": components["schemas"]["IndividualClientUpdate"];
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "VersionConflict",
                     *       "ErrorDescription": "The client is at version 3, not 2; fetch it again and retry.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#VersionConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
    updateCompanyClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version the call is written for: 2020-08-01, the only one this API serves. Optional; also accepted as a query parameter of the same name. Any other value is 400 UnsupportedApiVersion. */
                "api-version"?: "2020-08-01";
            };
            path: {
                /** @description The client reference returned on create. */
                clientReference: string;
                /** @description The current clientVersion of the client. */
                clientVersion: number;
            };
            cookie?: never;
        };
        /** @description Fields of the company client to change. Either a partial client object (the fields present replace the current ones; arrays replace whole) or an array of RFC 6902 operations. */
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["CompanyClientUpdate"];
                "application/json": components["schemas"]["CompanyClientUpdate"];
                "text/json": components["schemas"]["CompanyClientUpdate"];
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or has invalid fields. */
            400: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Error": "VersionConflict",
                     *       "ErrorDescription": "The client is at version 3, not 2; fetch it again and retry.",
                     *       "requestId": "0f8fad5b-d9cb-469f-a165-70867728950e",
                     *       "documentationUrl": "https://sandbox.example.com/errors#VersionConflict"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than 1 MB, or holds more JSON objects and arrays (about one per 50 bytes of the limit) than any request needs. */
            413: {
                headers: {
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
                    /** @description The API's version: 2020-08-01. */
                    "api-version"?: "2020-08-01";
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
