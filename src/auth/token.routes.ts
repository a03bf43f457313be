/** POST /connect/token (RFC 6749 client credentials) and the JWKS. */
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import { type HttpApp, sendOauthError } from '../platform/http.js';
import { TokenRequestError, type TokenService } from './token.service.js';

const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ maxLength: 50, description: 'Must be client_credentials.', example: 'client_credentials' })),
    client_id: Type.Optional(Type.String({ maxLength: 200, description: 'The OAuth client id (or send HTTP Basic authentication).' })),
    client_secret: Type.Optional(Type.String({ maxLength: 200, description: 'The OAuth client secret (or send HTTP Basic authentication).' })),
  },
  {
    title: 'TokenRequest',
    description:
      'A client credentials token request, form-encoded. Parameters the grant does not use (scope, audience, resource, ...) are ignored (RFC 6749 §3.2), up to 2,000 characters each; no parameter may be sent more than once (invalid_request).',
    // RFC 6749 §3.2: the server MUST ignore unrecognized request parameters. Each is still one
    // bounded string: a parameter sent twice parses to an array and is refused, as §3.2 requires.
    additionalProperties: Type.String({ maxLength: 2000, description: 'Ignored (at most 2,000 characters).' }),
  },
);

const TokenResponse = Type.Object(
  {
    access_token: Type.String({ description: 'A signed ES256 JWT to send as Authorization: Bearer.' }),
    token_type: Type.Literal('Bearer', { description: 'Always Bearer.' }),
    expires_in: Type.Integer({ description: 'Lifetime of the token in seconds.', example: 3600 }),
  },
  { title: 'AccessToken', description: 'An access token.' },
);

const OAuthError = Type.Object(
  {
    error: Type.String({ description: 'RFC 6749 error code: invalid_request, invalid_client, unsupported_grant_type.' }),
    error_description: Type.String({ description: 'What went wrong.' }),
  },
  { title: 'OAuthError', description: 'An RFC 6749 error.' },
);

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64. */
function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
}

export async function tokenRoutes(app: HttpApp, tokens: TokenService): Promise<void> {
  await app.register(async (scope: HttpApp) => {
    await scope.register(formbody);
    scope.post(
      '/connect/token',
      {
        config: { oauthErrors: true },
        schema: {
          tags: ['Token'],
          operationId: 'requestAccessToken',
          summary: 'Get an access token (OAuth 2.0 client credentials)',
          consumes: ['application/x-www-form-urlencoded'],
          body: TokenRequest,
          response: { 200: TokenResponse, 400: OAuthError, 401: OAuthError },
        },
      },
      async (request, reply) => {
        // Validation has made the body an object (TokenRequest): an absent one is refused before this.
        const { body } = request;
        const basic = basicCredentials(request.headers.authorization);
        if (basic && body.client_id && body.client_id !== basic.clientId) {
          return sendOauthError(reply, 400, 'invalid_request', 'Use one client authentication method, not two different ones.');
        }
        try {
          const token = await tokens.issueToken(body.grant_type, basic?.clientId ?? body.client_id, basic?.clientSecret ?? body.client_secret);
          return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
        } catch (error) {
          if (error instanceof TokenRequestError) return sendOauthError(reply, error.status, error.oauthError, error.message);
          throw error;
        }
      },
    );
  });

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['Token'],
        operationId: 'getJsonWebKeySet',
        summary: 'The public keys that verify access tokens',
        response: {
          200: Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) }, { title: 'JsonWebKeySet', description: 'A JSON Web Key Set.' }),
        },
      },
    },
    async () => tokens.jwks(),
  );
}
