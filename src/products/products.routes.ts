/** The Product Catalog API (/products), as in the specification's endpoint table. */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { HttpApp } from '../platform/http.js';
import { errorResponses, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { serializedOnce } from '../platform/serialized-once.js';
import {
  DocumentParams,
  InstitutionDocumentParams,
  ProductIdParams,
  ProductIssueSummarySchema,
  type ProductJson,
  ProductListSchema,
  ProductSchema,
  SummaryParams,
  SummaryQuery,
} from './products.schemas.js';
import type { DocumentDownload, ProductsService } from './products.service.js';

const Binary = Type.String({ format: 'binary', description: 'The document’s bytes.' });

/** A fresh object per route: Fastify and swagger annotate the schemas they are given. */
const documentResponses = () => ({
  200: {
    description: 'The document, in the negotiated media type.',
    content: { 'application/pdf': { schema: Binary }, 'text/plain': { schema: Binary } },
  },
  ...errorResponses(...PARTNER_ERROR_STATUSES, 404, 406),
});

/**
 * A PDF opens in the browser's viewer; anything else is a download, under a
 * CSP that lets nothing run even if a browser rendered it: documents are served
 * from the API's own origin, so an uploaded page must never act as one of ours.
 */
function sendDocument(reply: FastifyReply, document: DocumentDownload) {
  const inline = document.contentType === 'application/pdf';
  if (!inline) reply.header('content-security-policy', "default-src 'none'; sandbox");
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${document.fileName}"`)
    .header('vary', 'Accept')
    .send(document.bytes);
}

export function productsRoutes(app: HttpApp, products: ProductsService): void {
  const sendList = serializedOnce<ProductJson[]>();

  app.get(
    '/',
    {
      schema: {
        tags: ['Product Catalog API'],
        operationId: 'listProducts',
        summary: 'List products',
        description: 'The products offered to the caller’s role (the role in the access token), each with its full issue version history.',
        response: { 200: ProductListSchema, ...errorResponses(...PARTNER_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      // The same array comes back until the catalogue changes: its JSON is made once.
      return sendList(await products.listProducts(request.partner.role), reply, (list) => ({ productItems: list }));
    },
  );

  app.get(
    '/:productId',
    {
      schema: {
        tags: ['Product Catalog API'],
        operationId: 'getProduct',
        summary: 'Get a product',
        description:
          'One product with every version of every issue: productIssues holds one element per issue version, ordered by productIssueNumber then productIssueVersionNumber. A product not offered to the caller’s role is 404, as an unknown one.',
        params: ProductIdParams,
        response: { 200: ProductSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const { productId } = request.params;
      return products.getProduct(request.partner.role, productId);
    },
  );

  app.get(
    '/:productId/:issueNumber/summary',
    {
      schema: {
        tags: ['Product Catalog API'],
        operationId: 'getProductIssueSummary',
        summary: 'Summarise a proposed deposit',
        description:
          'What the proposed amount would earn in the current version of the issue: the net rate (rate less the platform margin) and the estimated balance after the term (fixed term) or 12 months (instant access, notice), compounded as the product pays interest. The amount must lie within the issue’s deposit limits.',
        params: SummaryParams,
        querystring: SummaryQuery,
        response: { 200: ProductIssueSummarySchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const { productId, issueNumber } = request.params;
      const { amount, clientReference } = request.query;
      return products.summarise(request.partner, productId, issueNumber, amount, clientReference);
    },
  );

  app.get(
    '/:productId/issue/:productIssueNumber/version/:productIssueVersionNumber/document/:documentType',
    {
      schema: {
        tags: ['Product Catalog API'],
        operationId: 'downloadProductDocument',
        summary: 'Download a document',
        description:
          'The document of that type carried by that issue version. The media type is chosen from the document’s contentTypes by the Accept header (none or */*: the first, normally application/pdf); 406 when the Accept header allows none of them.',
        params: DocumentParams,
        response: documentResponses(),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const document = await products.downloadDocument(
        request.partner.role,
        params.productId,
        params.productIssueNumber,
        params.productIssueVersionNumber,
        params.documentType,
        request.headers.accept,
      );
      return sendDocument(reply, document);
    },
  );

  app.get(
    '/:productId/institution/document/:documentType',
    {
      schema: {
        tags: ['Product Catalog API'],
        operationId: 'downloadInstitutionDocument',
        summary: 'Download a document of the product’s institution',
        description:
          'The current document of that type of the financial institution offering the product (financialInstitution.documents gives its uri), such as its FSCS depositor information sheet. The media type is chosen as for product documents: by the Accept header among the document’s contentTypes (none or */*: the first); 406 when none fits. 400 for a documentType outside the three; 404 when the product is unknown or not offered to the caller’s role, or its institution has no document of that type.',
        params: InstitutionDocumentParams,
        response: documentResponses(),
      },
    },
    async (request, reply) => {
      const { productId, documentType } = request.params;
      return sendDocument(reply, await products.downloadInstitutionDocument(request.partner.role, productId, documentType, request.headers.accept));
    },
  );
}
