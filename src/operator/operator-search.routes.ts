/**
 * The operator's one search box (issue 32): `GET /operator/search?q=` finds a
 * partner, client, instruction request, batch, deposit account, product,
 * institution or payment file by any name, reference or id.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import { HITS_PER_KIND, type OperatorSearch, SEARCH_HIT_KINDS } from './operator-search.js';

const SearchHitSchema = Type.Object(
  {
    kind: Type.Union(
      SEARCH_HIT_KINDS.map((kind) => Type.Literal(kind)),
      { description: 'What was found.' },
    ),
    id: Type.String({ description: "The object's id: a client's clientReference, an instruction request's instructionReference." }),
    label: Type.String({ description: 'Its name where it has one (partner, client, product, institution), else a readable title.' }),
    detail: Type.String({ description: 'One line more: its type, state, amount or institution.' }),
    financialPartnerId: Type.Union([Type.String(), Type.Null()], { description: 'The partner it belongs to; null for the catalogue and payment files.' }),
    financialPartnerName: Type.Union([Type.String(), Type.Null()], { description: "That partner's name." }),
    path: Type.String({ description: 'The object in the operator API.' }),
  },
  { title: 'OperatorSearchHit', additionalProperties: false },
);

export function operatorSearchRoutes(app: HttpApp, search: OperatorSearch): void {
  app.get(
    '/search',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'searchEverything',
        summary: 'Find anything by name, reference or id',
        description:
          `One box for the console's header: the text is looked for among partners (a part of the name, id or client id), clients (their clientReference or externalReference exactly, a part of the name), ` +
          `instruction requests (their instructionReference), batches and deposit accounts (their id), products and institutions (a part of the id or name) and payment files (their id or message id). ` +
          `At most ${HITS_PER_KIND} hits of each kind, partners first; each names its partner.`,
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 200, description: 'A name, reference or id (surrounding spaces are ignored).' }),
        }),
        response: {
          200: Type.Object(
            { query: Type.String({ description: 'The text searched for, trimmed.' }), hits: Type.Array(SearchHitSchema, { maxItems: HITS_PER_KIND * SEARCH_HIT_KINDS.length }) },
            { title: 'OperatorSearchResult' },
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (query === '') throw AppError.validation([{ field: 'q', reason: 'required' }], 'q must hold more than spaces.');
      return { query, hits: await search.search(query) };
    },
  );
}
