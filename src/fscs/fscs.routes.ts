/** FSCS exposure in the Portfolios API (/financial-partners), beyond the specification (docs/fscs.md). */
import type { HttpApp } from '../platform/http.js';
import { errorResponses, PARTNER_ERROR_STATUSES } from '../platform/schemas.js';
import { ClientReferenceParams } from '../portfolios/portfolios.schemas.js';
import { exposureToJson, FscsExposureResponse } from './fscs.schemas.js';
import type { FscsService } from './fscs.service.js';

export function fscsRoutes(app: HttpApp, fscs: FscsService): void {
  app.get(
    '/clients/:clientReference/fscs-exposure',
    {
      schema: {
        tags: ['Portfolios API'],
        operationId: 'getClientFscsExposure',
        summary: "Get a client's FSCS exposure",
        description:
          'Beyond the specification. Per banking group (financialInstitutionGroupId) and currency: the institutions, the client’s settled balances, accrued interest and pending deposits there, and, for GBP at FSCS-protected institutions, the limit in force today, the amount protected, the amount over it and the headroom. Institutions of one group share one limit; institutions that are not FSCS-protected are listed as Unprotected and never count; EUR and USD are shown unconverted, not judged against the sterling limit. An unknown client, or another partner’s, is 404.',
        params: ClientReferenceParams,
        response: { 200: FscsExposureResponse, ...errorResponses(...PARTNER_ERROR_STATUSES, 404) },
      },
    },
    async (request) => exposureToJson(await fscs.clientExposure(request.partner.financialPartnerId, request.params.clientReference)),
  );
}
