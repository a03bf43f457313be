/** The Portfolios API (/financial-partners), as in the specification's endpoint table. */
import { IntroducerSchema, introducerToJson } from '../auth/introducer.schemas.js';
import { AppError } from '../platform/errors.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses, filledDefault, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { serializedOnce } from '../platform/serialized-once.js';
import { parseIsoDateTime } from '../platform/time.js';
import {
  ClientPortfoliosResponse,
  ClientReferenceParams,
  IfModifiedSinceHeaders,
  IntroducerParams,
  NotModified,
  PendingInstructionsQuery,
  PendingInstructionsResponse,
  PortfolioPageQuery,
  PortfolioWalkQuery,
  PortfolioWalkResponse,
  type PortfolioInformationJson,
  PortfolioPageResponse,
} from './portfolios.schemas.js';
import type { PortfoliosService } from './portfolios.service.js';

const TAGS = ['Portfolios API'];

// IMF-fixdate (RFC 9110), plus the two obsolete forms the RFC says recipients must accept.
const HTTP_DATE = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Date() rolls an impossible date over (31 Feb is 3 Mar, 24:00 is the next
 * day): the text must name exactly the day and time it parsed to.
 */
function namesItsOwnDate(text: string, parsed: Date): boolean {
  const match = /(\d{1,2})[ -](\w{3})[ -](\d{2,4}) (\d{2}):(\d{2}):(\d{2})|(\w{3}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})/.exec(text);
  if (!match) return false;
  const [day, month, year, hour, minute, second] = match[1]
    ? [match[1], match[2], match[3], match[4], match[5], match[6]]
    : [match[8], match[7], match[12], match[9], match[10], match[11]];
  // RFC 850's two-digit year: Date() has already chosen the century.
  const fullYear = year.length === 2 ? parsed.getUTCFullYear() : Number(year);
  return (
    parsed.getUTCFullYear() === fullYear &&
    MONTHS[parsed.getUTCMonth()] === month &&
    parsed.getUTCDate() === Number(day) &&
    parsed.getUTCHours() === Number(hour) &&
    parsed.getUTCMinutes() === Number(minute) &&
    parsed.getUTCSeconds() === Number(second)
  );
}

/**
 * If-Modified-Since as ISO-8601 (the specification's form) or an HTTP-date.
 * RFC 9110 would ignore a malformed value; we answer 400 instead, because a
 * partner sending a date we cannot read would otherwise silently re-download
 * every portfolio and never learn why.
 */
export function parseIfModifiedSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const iso = parseIsoDateTime(text);
  if (iso) return iso;
  if (HTTP_DATE.some((pattern) => pattern.test(text))) {
    const parsed = new Date(text.endsWith('GMT') ? text : `${text} GMT`);
    if (!Number.isNaN(parsed.getTime()) && namesItsOwnDate(text, parsed)) return parsed;
  }
  throw AppError.validation([{ field: 'If-Modified-Since', reason: 'format' }], `If-Modified-Since "${text}" is neither an ISO-8601 date-time nor an HTTP-date.`);
}

export function portfoliosRoutes(app: HttpApp, portfolios: PortfoliosService): void {
  const sendClientPortfolios = serializedOnce<PortfolioInformationJson[]>();

  app.get(
    '/portfolios',
    {
      schema: {
        tags: TAGS,
        operationId: 'listPortfolios',
        summary: "List the partner's portfolios",
        description:
          'Every portfolio of every client of the caller, most recently updated first (ties broken by portfolioId), with full deposit accounts, interest figures and pending payment batch items. Iterate by increasing PageNumber up to pageCount; a page past the end is empty. Query names ignore case (pageNumber = PageNumber).',
        querystring: PortfolioPageQuery,
        response: { 200: PortfolioPageResponse, ...errorResponses(...PARTNER_ERROR_STATUSES) },
      },
    },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      return portfolios.listPortfolios(request.partner.financialPartnerId, filledDefault(PageNumber, 'PageNumber'), filledDefault(PageSize, 'PageSize'));
    },
  );

  app.get(
    '/portfolios/walk',
    {
      schema: {
        tags: TAGS,
        operationId: 'walkPortfolios',
        summary: 'Walk every portfolio of the partner, unaffected by concurrent changes',
        description:
          'Every portfolio of every client of the caller exactly once, even while deposits, settlements and the nightly jobs change them: the first pass gives each portfolio in portfolioId order (a key that never changes, unlike the last-updated date listPortfolios sorts by); each later pass gives again, in their newer state, the portfolios written since the pass before began. Follow nextCursor until it is null: the walk ends after a later pass that finds nothing, or after five passes. A page may be empty where a pass ends. An extension of the specification; listPortfolios keeps its PageNumber paging.',
        querystring: PortfolioWalkQuery,
        response: { 200: PortfolioWalkResponse, ...errorResponses(...PARTNER_ERROR_STATUSES) },
      },
    },
    async (request) => {
      const { PageSize, cursor } = request.query;
      return portfolios.walkPortfolios(request.partner.financialPartnerId, filledDefault(PageSize, 'PageSize'), cursor);
    },
  );

  app.get(
    '/clients/:clientReference/portfolios',
    {
      schema: {
        tags: TAGS,
        operationId: 'getClientPortfolios',
        summary: "Get a client's portfolios",
        description:
          "The client's portfolios, one per currency, with full deposit accounts, interest figures, pending payment batch items and links. Send If-Modified-Since to get 304 when no portfolio of the client changed after that time; 200 responses carry Last-Modified. A client with no portfolio yet has an empty list; an unknown client, or another partner's, is 404.",
        params: ClientReferenceParams,
        headers: IfModifiedSinceHeaders,
        response: {
          200: ClientPortfoliosResponse,
          304: NotModified,
          ...errorResponses(...PARTNER_ERROR_STATUSES, 404),
        },
      },
    },
    async (request, reply) => {
      const { clientReference } = request.params;
      const since = parseIfModifiedSince(request.headers['if-modified-since']);
      const result = await portfolios.getClientPortfolios(request.partner.financialPartnerId, clientReference, since);
      reply.header('cache-control', 'private, no-cache');
      if (result.notModified) return reply.status(304).send();
      if (result.lastModified) reply.header('last-modified', result.lastModified.toUTCString());
      // A cached answer comes back as the same array: its JSON is made once.
      return sendClientPortfolios(result.portfolioInformation, reply, (portfolioInformation) => ({ portfolioInformation }));
    },
  );

  app.get(
    '/clients/:clientReference/pending-instructions',
    {
      schema: {
        tags: TAGS,
        operationId: 'getPendingInstructions',
        summary: "Get a client's pending instructions",
        description:
          "The client's accepted instructions whose batches have not completed yet (reverted ones excluded): the target of a portfolio's pendingInstructions link. An unknown client, or another partner's, is 404.",
        params: ClientReferenceParams,
        querystring: PendingInstructionsQuery,
        response: { 200: PendingInstructionsResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const { clientReference } = request.params;
      const { currencyCode } = request.query;
      const items = await portfolios.listPendingInstructions(request.partner.financialPartnerId, clientReference, currencyCode);
      return { clientReference, pendingPaymentBatchItems: items };
    },
  );

  app.get(
    '/:financialPartnerId/introducers/:introducerId',
    {
      schema: {
        tags: TAGS,
        operationId: 'getIntroducer',
        summary: 'Get an introducer',
        description: "One of the caller's introducers. Another partner's id in the path, or an unknown introducer, is 404.",
        params: IntroducerParams,
        response: { 200: IntroducerSchema, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => {
      const { financialPartnerId, introducerId } = request.params;
      return introducerToJson(await portfolios.getIntroducer(request.partner.financialPartnerId, financialPartnerId, introducerId));
    },
  );
}
