// Generated from openapi/token.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get an access token (OAuth 2.0 client credentials) */
        post: operations["requestAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys that verify access tokens */
        get: operations["getJsonWebKeySet"];
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
         * TokenRequest
         * @description A client credentials token request, form-encoded. Parameters the grant does not use (scope, audience, resource, ...) are ignored (RFC 6749 §3.2), up to 2,000 characters each; no parameter may be sent more than once (invalid_request).
         */
        TokenRequest: {
            /**
             * @description Must be client_credentials.
             * @example client_credentials
             */
            grant_type?: string;
            /** @description The OAuth client id (or send HTTP Basic authentication). */
            client_id?: string;
            /** @description The OAuth client secret (or send HTTP Basic authentication). */
            client_secret?: string;
        } & {
            [key: string]: string;
        };
        /**
         * AccessToken
         * @description An access token.
         */
        AccessToken: {
            /** @description A signed ES256 JWT to send as Authorization: Bearer. */
            access_token: string;
            /**
             * @description Always Bearer.
             * @enum {string}
             */
            token_type: "Bearer";
            /**
             * @description Lifetime of the token in seconds.
             * @example 3600
             */
            expires_in: number;
        };
        /**
         * OAuthError
         * @description An RFC 6749 error.
         */
        OAuthError: {
            /** @description RFC 6749 error code: invalid_request, invalid_client, unsupported_grant_type. */
            error: string;
            /** @description What went wrong. */
            error_description: string;
        };
        /**
         * JsonWebKeySet
         * @description A JSON Web Key Set.
         */
        JsonWebKeySet: {
            keys: {
                [key: string]: unknown;
            }[];
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
    requestAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A client credentials token request, form-encoded. Parameters the grant does not use (scope, audience, resource, ...) are ignored (RFC 6749 §3.2), up to 2,000 characters each; no parameter may be sent more than once (invalid_request). */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description An access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            /** @description An RFC 6749 error. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description An RFC 6749 error. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getJsonWebKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Web Key Set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
        };
    };
}
