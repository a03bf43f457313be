/** Operator: manage the product catalogue (institutions and their documents, products, issues, versions, documents, whole files). */
import { Type } from '@sinclair/typebox';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses } from '../platform/schemas.js';
import type { CatalogueService } from './catalogue.service.js';
import { answerSubmitted, EffectiveAtField, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';
import { operatorOf } from '../audit/audit.js';
import {
  CatalogueSchema,
  DocumentUploadSchema,
  InstitutionDocumentUploadSchema,
  InstitutionInputSchema,
  IssueInputSchema,
  NewIssueVersionInputSchema,
  ProductInputSchema,
  ProductSchema,
} from './products.schemas.js';
import type { ProductsService } from './products.service.js';

/** Catalogue files and documents carry base64 bytes, so they may exceed the usual 1 MB. */
const CATALOGUE_BODY_LIMIT = 32 * 1024 * 1024;

const idPattern = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
const InstitutionParams = Type.Object({
  financialInstitutionId: Type.String({ minLength: 1, maxLength: 100, pattern: idPattern, description: 'The institution id.' }),
});
const ProductParams = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100, pattern: idPattern, description: 'The product id (letters, digits, . _ -).' }),
});
const IssueParams = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100, description: 'The product id.' }),
  issueNumber: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'The issue number.' }),
});

const Upserted = Type.Object({ created: Type.Boolean({ description: 'True when it did not exist before.' }) }, { title: 'Upserted', description: 'Created or updated.' });

const InstitutionUpserted = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution id.' }),
    financialInstitutionVersion: Type.Integer({ description: 'Its version after the change.' }),
    created: Type.Boolean({ description: 'True when it did not exist before.' }),
  },
  { title: 'InstitutionUpserted', description: 'The institution after the change.' },
);

const IssueVersionKeySchema = Type.Object(
  {
    productId: Type.String({ description: 'The product id.' }),
    productIssueNumber: Type.Integer({ description: 'The issue number.' }),
    productIssueVersionNumber: Type.Integer({ description: 'The version now current.' }),
  },
  { title: 'IssueVersionKey', description: 'An issue version.' },
);

const StoredDocumentSchema = Type.Object(
  {
    documentId: Type.String({ description: 'The document id.' }),
    documentVersion: Type.Integer({ description: 'The document version attached.' }),
    documentType: Type.String({ description: 'The document type.' }),
    contentTypes: Type.Array(Type.String(), { description: 'Its media types.' }),
    created: Type.Boolean({ description: 'False when the bytes equalled the latest version, which was reused.' }),
    productId: Type.String({ description: 'The product id.' }),
    productIssueNumber: Type.Integer({ description: 'The issue number.' }),
    productIssueVersionNumber: Type.Integer({ description: 'The issue version it is attached to (the current one).' }),
  },
  { title: 'StoredDocument', description: 'The uploaded document version and where it is attached.' },
);

const StoredInstitutionDocumentSchema = Type.Object(
  {
    documentId: Type.String({ description: 'The document id.' }),
    documentVersion: Type.Integer({ description: 'The document version the institution now carries.' }),
    documentType: Type.String({ description: 'The document type.' }),
    contentTypes: Type.Array(Type.String(), { description: 'Its media types.' }),
    created: Type.Boolean({ description: 'False when the bytes equalled the latest version, which was reused.' }),
    financialInstitutionId: Type.String({ description: 'The institution id.' }),
    financialInstitutionVersion: Type.Integer({ description: 'The institution’s version after the upload (a changed document makes a new one).' }),
  },
  { title: 'StoredInstitutionDocument', description: 'The uploaded document version and the institution that carries it.' },
);

const LoadResultSchema = Type.Object(
  {
    institutionsCreated: Type.Integer({ description: 'Institutions created.' }),
    institutionsUpdated: Type.Integer({ description: 'Institutions changed (new institution version).' }),
    productsCreated: Type.Integer({ description: 'Products created.' }),
    productsUpdated: Type.Integer({ description: 'Products whose name or roles changed.' }),
    issuesCreated: Type.Integer({ description: 'Issues created.' }),
    issueVersionsAdded: Type.Integer({ description: 'Issue versions published.' }),
    documentVersionsAdded: Type.Integer({ description: 'Document versions stored.' }),
  },
  { title: 'CatalogueLoadResult', description: 'What the load changed; all zero when the file was already loaded.' },
);

export function catalogueOperatorRoutes(app: HttpApp, catalogue: CatalogueService, products: ProductsService, approvals: ApprovalsService): void {
  catalogueAndInstitutionRoutes(app, catalogue, approvals);
  productRoutes(app, catalogue, products);
  issueRoutes(app, catalogue, approvals);
}

/** A whole catalogue file, institutions and their documents. */
function catalogueAndInstitutionRoutes(app: HttpApp, catalogue: CatalogueService, approvals: ApprovalsService): void {
  app.post(
    '/catalogue',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        tags: ['Operator'],
        operationId: 'loadCatalogue',
        summary: 'Load a whole catalogue',
        description:
          'Creates or updates institutions and products, stores documents (a new version only when the bytes change) and publishes issue versions beyond those already published. All or nothing; loading the same file twice changes nothing. A listed version that differs from the published one is 409. With four eyes on (FOUR_EYES), a load sets rates: it is proposed (202) and loads when another admin approves it.',
        body: CatalogueSchema,
        response: { 200: LoadResultSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'load-catalogue', payload: request.body }), 200),
  );

  app.put(
    '/institutions/:financialInstitutionId',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'putFinancialInstitution',
        summary: 'Create or update a financial institution',
        description: 'A change becomes the next financialInstitutionVersion and moves dateLastUpdatedUTC of its products.',
        params: InstitutionParams,
        body: InstitutionInputSchema,
        response: { 200: InstitutionUpserted, 201: InstitutionUpserted, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const { financialInstitutionId } = request.params;
      const outcome = await catalogue.upsertInstitution(financialInstitutionId, request.body, operatorOf(request).audit);
      return reply.status(outcome.created ? 201 : 200).send({ financialInstitutionId, financialInstitutionVersion: outcome.version, created: outcome.created });
    },
  );

  app.post(
    '/institutions/:financialInstitutionId/documents',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        tags: ['Operator'],
        operationId: 'uploadInstitutionDocument',
        summary: 'Upload a document version for an institution',
        description:
          'Stores the document (base64 bytes, one entry per media type, preferred first) as the next version of documentId (default {financialInstitutionId}-{documentType}) and makes it the institution’s document of that type, shown in financialInstitution.documents of each of its products. A change is a new financialInstitutionVersion. The same bytes as the latest version add nothing.',
        params: InstitutionParams,
        body: InstitutionDocumentUploadSchema,
        response: { 201: StoredInstitutionDocumentSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { financialInstitutionId } = request.params;
      return reply.status(201).send(await catalogue.uploadInstitutionDocument(financialInstitutionId, request.body, operatorOf(request).audit));
    },
  );
}

/** Products: create or update, and one as the operator sees it. */
function productRoutes(app: HttpApp, catalogue: CatalogueService, products: ProductsService): void {
  app.put(
    '/products/:productId',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'putProduct',
        summary: 'Create or update a product',
        description:
          'Creates the product, or changes its name and offeredToRoles. Its type, term, notice, currency, institution and interest payment cannot change once it exists (409). Term and notice must fit the type: NoTerm for InstantAccess only, NoNotice for FixedTerm and InstantAccess only.',
        params: ProductParams,
        body: ProductInputSchema,
        response: { 200: Upserted, 201: Upserted, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const outcome = await catalogue.upsertProduct(productId, request.body, operatorOf(request).audit);
      return reply.status(outcome.created ? 201 : 200).send(outcome);
    },
  );

  app.get(
    '/products/:productId',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'getCatalogueProduct',
        summary: 'Get a product, whoever it is offered to',
        params: ProductParams,
        response: {
          200: Type.Object(
            {
              ...ProductSchema.properties,
              offeredToRoles: Type.Array(Type.String(), { description: 'Roles it is offered to; empty means all.' }),
              issueMargins: Type.Array(
                Type.Object({
                  productIssueNumber: Type.Integer({ description: 'The issue number.' }),
                  marginPercent: Type.Number({ description: 'The platform margin of the issue, percentage points.' }),
                }),
                { description: 'The platform margin of each issue.' },
              ),
            },
            { title: 'CatalogueProductView', description: 'The product as partners see it, plus what only the operator sees.' },
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const view = (await products.catalogue()).byId.get(productId);
      if (!view) throw new AppError('NotFound', `There is no product ${productId}.`);
      return {
        ...view.json,
        offeredToRoles: view.row.offered_to_roles,
        issueMargins: [...view.issues.values()].map((i) => ({ productIssueNumber: i.issue.issue_number, marginPercent: Number(i.issue.margin_percent) })),
      };
    },
  );
}

/** Issues: a new one, a new version (rates), closing one, their documents. */
function issueRoutes(app: HttpApp, catalogue: CatalogueService, approvals: ApprovalsService): void {
  app.post(
    '/products/:productId/issues',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'createProductIssue',
        summary: 'Open a new issue',
        description:
          'Opens the product’s next issue (rate tranche) with its first version. The AER is computed from the rate and payment frequency when absent. With four eyes on, it is proposed (202) and opens when another admin approves it.',
        params: ProductParams,
        body: IssueInputSchema,
        response: { 201: IssueVersionKeySchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'open-issue', payload: { productId, issue: request.body } }), 201);
    },
  );

  app.post(
    '/products/:productId/issues/:issueNumber/versions',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'createProductIssueVersion',
        summary: 'Publish a new issue version',
        description:
          'A rate, margin, limit or status change: the new version becomes current; earlier versions stay readable. Absent fields are carried over, documents included. With four eyes on (FOUR_EYES), it is proposed (202) and published when another admin approves it; with effectiveAt, it is published at that instant once approved (202, even with four eyes off). Fixed-term accounts keep the rate they opened at; variable-rate accounts follow the new version from its publication (docs/design/domain.md).',
        params: IssueParams,
        body: Type.Composite([NewIssueVersionInputSchema, Type.Object({ effectiveAt: EffectiveAtField })], {
          title: 'NewProductIssueVersionRequest',
          description: NewIssueVersionInputSchema.description,
        }),
        response: { 201: IssueVersionKeySchema, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const { productId, issueNumber } = request.params;
      const { effectiveAt, ...version } = request.body;
      const change = {
        kind: 'publish-issue-version' as const,
        payload: { productId, issueNumber, version },
        effectiveAt: effectiveAt === undefined ? undefined : new Date(effectiveAt),
      };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), change), 201);
    },
  );

  app.post(
    '/products/:productId/issues/:issueNumber/close',
    {
      schema: {
        tags: ['Operator'],
        operationId: 'closeProductIssue',
        summary: 'Close an issue to new accounts',
        description:
          'Publishes a new version with isClosedToNewAccounts true (nothing changes if it is already closed). With four eyes on (FOUR_EYES), it is proposed (202) and closes when another admin approves it.',
        params: IssueParams,
        response: { 200: IssueVersionKeySchema, 202: ProposalSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { productId, issueNumber } = request.params;
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'close-issue', payload: { productId, issueNumber } }), 200);
    },
  );

  app.post(
    '/products/:productId/issues/:issueNumber/documents',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        tags: ['Operator'],
        operationId: 'uploadProductDocument',
        summary: 'Upload a document version',
        description:
          'Stores the document (base64 bytes, one entry per media type) as the next version of documentId and attaches it to the issue’s current version in place of its document of that type.',
        params: IssueParams,
        body: DocumentUploadSchema,
        response: { 201: StoredDocumentSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { productId, issueNumber } = request.params;
      return reply.status(201).send(await catalogue.uploadDocument(productId, issueNumber, request.body, operatorOf(request).audit));
    },
  );
}
