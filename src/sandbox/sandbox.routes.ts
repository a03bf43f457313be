/**
 * Sandbox controls (docs/decisions/sandbox.md), only when PLATFORM_ENV=sandbox, authenticated
 * like the partner APIs.
 */
import { Type } from '@sinclair/typebox';
import type { PartnerAuthenticator, PartnerPrincipal } from '../auth/auth.js';
import type { Config } from '../platform/config.js';
import type { HttpApp } from '../platform/http.js';
import { addDays, toBusinessDate } from '../calendar/calendar.js';
import { AppError } from '../platform/errors.js';
import { parseAmount } from '../platform/money.js';
import { errorResponses, NoContent } from '../platform/schemas.js';
import { formatDateTime, parseIsoDateTime } from '../platform/time.js';
import { MAX_ADVANCE_DAYS, type RunReport, SandboxService, type SandboxServiceDeps } from './sandbox.service.js';
import { type Currency, CurrencySchema } from '../platform/currency.js';

/** The simulated bank's controls (src/sandbox-bank/), each scoped to the calling partner's own money. */
export interface SandboxBankControls {
  rejectNextPayout(financialPartnerId: string, reasonCode?: string): Promise<void>;
  delayPartnerPayments(financialPartnerId: string, until: string): Promise<void>;
  unexpectedCredit(currency: Currency, amountMinor: bigint, remittance: string | undefined): Promise<void>;
}

/** What the sandbox routes use: the time control's dependencies, the environment and the partners' authentication. */
export interface SandboxRoutesDeps extends SandboxServiceDeps {
  config: Pick<Config, 'platformEnv'>;
  authenticator: Pick<PartnerAuthenticator, 'authenticate'>;
  /** Absent with SANDBOX_BANK=off: its routes answer 404. */
  sandboxBank?: SandboxBankControls;
}

export const RejectNextPayoutBody = Type.Object(
  {
    reasonCode: Type.Optional(
      Type.String({ pattern: '^[A-Z0-9]{4}$', maxLength: 4, description: 'The ISO 20022 status reason code the bank gives (default AC04, account closed).', example: 'AC04' }),
    ),
  },
  { title: 'SandboxRejectNextPayout', additionalProperties: false },
);

export const DelayPaymentsBody = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 30, description: "Days from today's date before your batch payments reach the platform's bank.", example: 2 }) },
  { title: 'SandboxDelayPayments', additionalProperties: false },
);

export const UnexpectedCreditBody = Type.Object(
  {
    currencyCode: CurrencySchema({ description: 'The currency of the credit.' }),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000, multipleOf: 0.01, description: 'The amount credited.', example: 125.5 }),
    remittance: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9 /?:().,+-]{1,18}$', maxLength: 18, description: "The payer's reference (at most 18 characters).", example: 'UNKNOWN REF' }),
    ),
  },
  { title: 'SandboxUnexpectedCredit', additionalProperties: false },
);

const TAG = 'Sandbox';

export const ClockResponse = Type.Object(
  { now: Type.String({ description: "The platform's current time.", example: '2026-03-02T09:00:00.0000000+00:00' }) },
  { title: 'SandboxClock', description: 'The sandbox clock.' },
);

export const RunResponse = Type.Object(
  {
    now: Type.String({ description: "The platform's time after the run." }),
    instructionRequestsResolved: Type.Integer({ description: 'Instruction requests processed or rejected during the run.' }),
    jobsRun: Type.Array(
      Type.Object(
        {
          job: Type.String({ description: 'The job name.' }),
          date: Type.String({ description: 'The business date it ran for.' }),
          dueAt: Type.String({ description: 'When it was due; the clock stood there while it ran.' }),
        },
        { title: 'SandboxJobRun' },
      ),
      { description: 'The daily jobs that ran, in order.' },
    ),
  },
  { title: 'SandboxRunReport', description: 'What the run did.' },
);

export const AdvanceBody = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 3660, description: `Whole days to move forward (with hours, at most ${MAX_ADVANCE_DAYS} days in all: more answers 400).`, example: 1 }),
    ),
    hours: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 87_840, description: `Whole hours to move forward (with days, at most ${MAX_ADVANCE_DAYS} days in all: more answers 400).`, example: 6 }),
    ),
    to: Type.Optional(
      Type.String({
        format: 'iso-date-time',
        maxLength: 64,
        description: `An instant to move to (later than now, and at most ${MAX_ADVANCE_DAYS} days ahead).`,
        example: '2026-03-02T15:30:00Z',
      }),
    ),
  },
  { title: 'SandboxClockAdvance', description: `Either \`to\`, or \`days\` and/or \`hours\`. The clock never moves back, and at most ${MAX_ADVANCE_DAYS} days in one advance.` },
);

function reportToJson(report: RunReport) {
  return {
    now: formatDateTime(report.now),
    instructionRequestsResolved: report.instructionRequestsResolved,
    jobsRun: report.jobsRun.map((r) => ({ job: r.job, date: r.date, dueAt: formatDateTime(r.dueAt) })),
  };
}

export async function registerSandboxRoutes(app: HttpApp, platform: SandboxRoutesDeps): Promise<void> {
  if (platform.config.platformEnv !== 'sandbox') return;
  const sandbox = new SandboxService(platform);
  await app.register(
    async (scope: HttpApp) => {
      scope.decorateRequest('partner', null as unknown as PartnerPrincipal);
      scope.addHook('onRequest', async (request) => {
        request.partner = await platform.authenticator.authenticate(request);
      });

      scope.get(
        '/clock',
        { schema: { tags: [TAG], operationId: 'getSandboxClock', summary: 'The sandbox clock', response: { 200: ClockResponse, ...errorResponses(401) } } },
        async () => ({
          now: formatDateTime(sandbox.now()),
        }),
      );

      scope.post(
        '/clock/advance',
        {
          schema: {
            tags: [TAG],
            operationId: 'advanceSandboxClock',
            summary: 'Move the sandbox clock forward',
            description: `Moves the clock forward (never back) and, before answering, runs everything due up to the new time in time order: instruction processing, cut-offs, settlement, accrual, interest posting, maturity. An advance moves at most ${MAX_ADVANCE_DAYS} days (a year), so that no single call runs past a client's timeout: a longer span answers 400 naming that step and moves nothing; advance it in steps. One advance runs at a time: another one meanwhile answers 409 and moves nothing. The clock is saved as the advance goes, so a crash never sends it back before a job that ran. The webhooks of the work are delivered before the answer, the caller's first, for at most a few seconds (WEBHOOK_SANDBOX_BUDGET_MS, 3 s by default); what is unfinished by then is delivered by the worker.`,
            body: AdvanceBody,
            response: { 200: RunResponse, ...errorResponses(400, 401, 409, 413, 415) },
          },
        },
        async (request) => {
          // Validation has made the body an object (AdvanceBody): an absent one is refused before this.
          const { body } = request;
          const to = body.to === undefined ? undefined : parseIsoDateTime(body.to);
          return reportToJson(await sandbox.advance({ days: body.days, hours: body.hours, to }, request.partner.financialPartnerId));
        },
      );

      scope.post(
        '/run',
        {
          schema: {
            tags: [TAG],
            operationId: 'runSandboxDueWork',
            summary: 'Run everything due now',
            description:
              "Processes pending instruction requests and runs the daily jobs due now; answers when idle. The webhooks of the work are delivered before the answer, the caller's first, for at most a few seconds (WEBHOOK_SANDBOX_BUDGET_MS, 3 s by default); what is unfinished by then is delivered by the worker.",
            response: { 200: RunResponse, ...errorResponses(401) },
          },
        },
        async (request) => reportToJson(await sandbox.runDue(request.partner.financialPartnerId)),
      );

      const bank = (): SandboxBankControls => {
        if (!platform.sandboxBank) throw AppError.notFound('The sandbox bank (SANDBOX_BANK=off)');
        return platform.sandboxBank;
      };
      scope.post(
        '/bank/reject-next-payout',
        {
          schema: {
            tags: [TAG],
            operationId: 'rejectNextSandboxPayout',
            summary: 'Make the bank reject the next payout to one of your clients',
            description:
              "The sandbox bank answers the next payment file line that pays one of your clients with a pain.002 RJCT: the payout's transfer is voided, the money stays at the platform's bank, the payment is held until the operator releases it, and the batch stays Closed. Answers 204.",
            body: RejectNextPayoutBody,
            response: { 204: NoContent, ...errorResponses(400, 401, 404, 413, 415) },
          },
        },
        async (request, reply) => {
          await bank().rejectNextPayout(request.partner.financialPartnerId, request.body.reasonCode);
          return reply.code(204).send();
        },
      );
      scope.post(
        '/bank/delay-payments',
        {
          schema: {
            tags: [TAG],
            operationId: 'delaySandboxBatchPayments',
            summary: "Hold back your deposit batches' payments for some days",
            description:
              "Your payments for Closed deposit batches reach the platform's bank only after `days` days: the batches settle on their date as usual (interest starts then), but their money is not placed and they stay Closed until it arrives. Answers 204.",
            body: DelayPaymentsBody,
            response: { 204: NoContent, ...errorResponses(400, 401, 404, 413, 415) },
          },
        },
        async (request, reply) => {
          const until = addDays(toBusinessDate(sandbox.now()), request.body.days);
          await bank().delayPartnerPayments(request.partner.financialPartnerId, until);
          return reply.code(204).send();
        },
      );
      scope.post(
        '/bank/unexpected-credit',
        {
          schema: {
            tags: [TAG],
            operationId: 'sendSandboxUnexpectedCredit',
            summary: "Send money nobody announced to the platform's bank",
            description:
              "The sandbox bank books a credit at once on the platform's client-money account in the currency and sends its statement. It matches no expected movement, so it goes to suspense until the operator resolves it. Answers 204.",
            body: UnexpectedCreditBody,
            response: { 204: NoContent, ...errorResponses(400, 401, 404, 409, 413, 415) },
          },
        },
        async (request, reply) => {
          await bank().unexpectedCredit(request.body.currencyCode, parseAmount(request.body.amount), request.body.remittance);
          return reply.code(204).send();
        },
      );
    },
    { prefix: '/sandbox' },
  );
}
