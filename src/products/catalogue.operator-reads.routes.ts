/**
 * Operator: the catalogue as lists (institutions, products) and each product
 * issue's version history (its rate history). Read from the catalogue view
 * the Product Catalog API serves (one snapshot per catalogue revision), so the
 * operator sees the rates partners see.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { minorToJsonNumber } from '../platform/money.js';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { countedPageOf, CountedPagingFields, pagingOf, pagingQuery } from '../platform/paging.js';
import { errorResponses } from '../platform/schemas.js';
import { formatDateTime } from '../platform/time.js';
import type { ProductView } from './catalogue.view.js';
import type { ProductsService } from './products.service.js';
import { CurrencySchema } from '../platform/currency.js';

const TAG = 'Operator';

const InstitutionSummary = Type.Object(
  {
    financialInstitutionId: Type.String({ description: 'The institution id.' }),
    name: Type.String({ description: 'Its name.' }),
    shortName: Type.String({ description: 'Its short name.' }),
    countryCode: Type.String({ description: 'ISO country.' }),
    isFscsProtected: Type.Boolean({ description: 'FSCS protected.' }),
    financialInstitutionVersion: Type.Integer({ description: 'Its version (each change adds one; the audit log holds each change).' }),
    productCount: Type.Integer({ description: 'Products it offers.' }),
    updatedAtUtc: Type.String({ description: 'Last change.' }),
  },
  { title: 'OperatorInstitution' },
);

const ProductSummary = Type.Object(
  {
    productId: Type.String({ description: 'The product id.' }),
    name: Type.String({ description: 'Its name.' }),
    financialInstitutionId: Type.String({ description: 'Its institution.' }),
    productTermType: Type.String({ description: 'FixedTerm, InstantAccess or Notice.' }),
    currencyCode: Type.String({ description: 'Its currency.' }),
    offeredToRoles: Type.Array(Type.String(), { description: 'Roles it is offered to; empty means all.' }),
    issues: Type.Array(
      Type.Object({
        productIssueNumber: Type.Integer({ description: 'The issue.' }),
        currentVersion: Type.Integer({ description: 'Its current version.' }),
        ratePercent: Type.Number({ description: 'The gross rate of the current version.' }),
        marginPercent: Type.Number({ description: 'The platform margin.' }),
        isClosedToNewAccounts: Type.Boolean({ description: 'Closed to new accounts.' }),
      }),
      { description: 'Its issues, current version each.' },
    ),
  },
  { title: 'OperatorProductSummary' },
);

function productSummary(view: ProductView) {
  return {
    productId: view.row.product_id,
    name: view.row.name,
    financialInstitutionId: view.row.financial_institution_id,
    productTermType: view.row.product_term_type,
    currencyCode: view.row.currency_code,
    offeredToRoles: view.row.offered_to_roles,
    issues: [...view.issues.values()].map((i) => ({
      productIssueNumber: i.issue.issue_number,
      currentVersion: i.current.version_number,
      ratePercent: Number(i.current.rate_percent),
      marginPercent: Number(i.issue.margin_percent),
      isClosedToNewAccounts: i.current.is_closed_to_new_accounts,
    })),
  };
}

export function catalogueOperatorReadRoutes(app: HttpApp, products: ProductsService): void {
  institutionReadRoutes(app, products);
  productReadRoutes(app, products);
}

/** The institutions. */
function institutionReadRoutes(app: HttpApp, products: ProductsService): void {
  app.get(
    '/institutions',
    {
      schema: {
        tags: [TAG],
        operationId: 'listInstitutions',
        summary: 'List institutions',
        description: 'The institutions of the catalogue that offer products, by id; `search` matches a part of the id or name.',
        querystring: Type.Object({
          search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A part of the id or name (case-insensitive).' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(
            Type.Object({ institutions: Type.Array(InstitutionSummary, { maxItems: 200 }), ...CountedPagingFields }, { title: 'OperatorInstitutionPage' }),
            InstitutionSummary,
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const view = await products.catalogue();
      const byId = new Map<string, { row: ProductView['institution']; productCount: number }>();
      for (const p of view.products) {
        const entry = byId.get(p.institution.financial_institution_id) ?? { row: p.institution, productCount: 0 };
        entry.productCount++;
        byId.set(p.institution.financial_institution_id, entry);
      }
      const needle = request.query.search?.toLowerCase();
      const rows = [...byId.values()]
        .filter((e) => !needle || e.row.financial_institution_id.toLowerCase().includes(needle) || e.row.name.toLowerCase().includes(needle))
        .sort((a, b) => a.row.financial_institution_id.localeCompare(b.row.financial_institution_id))
        .map((e) => ({
          financialInstitutionId: e.row.financial_institution_id,
          name: e.row.name,
          shortName: e.row.short_name,
          countryCode: e.row.country_code,
          isFscsProtected: e.row.is_fscs_protected,
          financialInstitutionVersion: e.row.financial_institution_version,
          productCount: e.productCount,
          updatedAtUtc: formatDateTime(new Date(e.row.updated_at)),
        }));
      if (wantsCsv(request)) return sendCsv(reply, 'institutions', csvColumnsOf(InstitutionSummary), [rows]);
      const paging = pagingOf(request.query);
      const { rows: institutions, ...page } = countedPageOf(rows, paging);
      return { institutions, ...paging, ...page };
    },
  );
}

/** The products and their issues. */
function productReadRoutes(app: HttpApp, products: ProductsService): void {
  app.get(
    '/products',
    {
      schema: {
        tags: [TAG],
        operationId: 'listCatalogueProducts',
        summary: 'List products, whoever they are offered to',
        description: "By product id, with each issue's current rate and margin; filtered by institution, currency and a part of the id or name.",
        querystring: Type.Object({
          search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A part of the id or name (case-insensitive).' })),
          financialInstitutionId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this institution.' })),
          currencyCode: Type.Optional(CurrencySchema({ description: 'Only this currency.' })),
          ...pagingQuery(),
        }),
        response: {
          200: jsonOrCsvList(Type.Object({ products: Type.Array(ProductSummary, { maxItems: 200 }), ...CountedPagingFields }, { title: 'OperatorProductPage' }), ProductSummary),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const needle = q.search?.toLowerCase();
      const view = await products.catalogue();
      const rows = view.products
        .filter((p) => !q.financialInstitutionId || p.row.financial_institution_id === q.financialInstitutionId)
        .filter((p) => !q.currencyCode || p.row.currency_code === q.currencyCode)
        .filter((p) => !needle || p.row.product_id.toLowerCase().includes(needle) || p.row.name.toLowerCase().includes(needle))
        .map(productSummary);
      if (wantsCsv(request)) return sendCsv(reply, 'products', csvColumnsOf(ProductSummary), [rows]);
      const paging = pagingOf(q);
      const { rows: list, ...page } = countedPageOf(rows, paging);
      return { products: list, ...paging, ...page };
    },
  );

  app.get(
    '/products/:productId/issues',
    {
      schema: {
        tags: [TAG],
        operationId: 'listProductIssueHistory',
        summary: "A product's issues with their version (rate) history",
        description: 'Every version of every issue, newest first; who published each is in the audit log (objectType product-issue).',
        params: Type.Object({ productId: Type.String({ minLength: 1, maxLength: 100, description: 'The product id.' }) }),
        response: {
          200: Type.Object(
            {
              productId: Type.String({ description: 'The product.' }),
              issues: Type.Array(
                Type.Object({
                  productIssueNumber: Type.Integer({ description: 'The issue.' }),
                  currentVersion: Type.Integer({ description: 'Its current version.' }),
                  marginPercent: Type.Number({ description: 'The platform margin now.' }),
                  versions: Type.Array(
                    Type.Object({
                      version: Type.Integer({ description: 'The version.' }),
                      ratePercent: Type.Number({ description: 'Gross rate.' }),
                      aerPercent: Type.Number({ description: 'AER.' }),
                      depositMinimum: Type.Number({ description: 'Minimum deposit.' }),
                      depositMaximum: Type.Number({ description: 'Maximum deposit.' }),
                      isClosedToNewAccounts: Type.Boolean({ description: 'Closed to new accounts.' }),
                      publishedAtUtc: Type.String({ description: 'When it was published.' }),
                    }),
                    { description: 'Newest first.' },
                  ),
                }),
                { description: 'Its issues.' },
              ),
            },
            { title: 'OperatorProductIssueHistory' },
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const view = (await products.catalogue()).byId.get(request.params.productId);
      if (!view) throw new AppError('NotFound', `There is no product ${request.params.productId}.`);
      return {
        productId: view.row.product_id,
        issues: [...view.issues.values()].map((i) => ({
          productIssueNumber: i.issue.issue_number,
          currentVersion: i.current.version_number,
          marginPercent: Number(i.issue.margin_percent),
          versions: [...i.versions]
            .sort((a, b) => b.version_number - a.version_number)
            .map((v) => ({
              version: v.version_number,
              ratePercent: Number(v.rate_percent),
              aerPercent: Number(v.aer_percent),
              depositMinimum: minorToJsonNumber(BigInt(v.deposit_minimum_minor)),
              depositMaximum: minorToJsonNumber(BigInt(v.deposit_maximum_minor)),
              isClosedToNewAccounts: v.is_closed_to_new_accounts,
              publishedAtUtc: formatDateTime(new Date(v.created_at)),
            })),
        })),
      };
    },
  );
}
