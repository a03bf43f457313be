/**
 * Operator: the business calendar's bank holidays, and the one-off changes to their standing rules (set, remove,
 * import the published list). A change moves batch, settlement, maturity and notice dates: four eyes
 * (docs/four-eyes.md).
 */
import { Type } from '@sinclair/typebox';
import { csvColumnsOf, jsonOrCsvList, sendCsv, wantsCsv } from '../platform/csv.js';
import { CALENDAR_YEARS, type CalendarChangesService } from './calendar-changes.service.js';
import { BankHolidaySchema, CalendarChangeSchema, calendarChangeToJson, ChangeKindSchema, StoredChangeSchema } from './calendar-changes.schemas.js';
import type { HttpApp } from '../platform/http.js';
import { errorResponses, NoContent } from '../platform/schemas.js';
import { operatorOf } from '../audit/audit.js';
import { answerSubmitted, ProposalSchema } from '../approvals/approvals.schemas.js';
import type { ApprovalsService } from '../approvals/approvals.service.js';

const TAG = 'Calendar';

const DateParam = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'A date, YYYY-MM-DD.', example: '2031-05-09' });
const FOUR_EYES = 'With four eyes on (FOUR_EYES), it is proposed (202) and takes effect when another admin approves it.';

export function calendarChangesOperatorRoutes(app: HttpApp, calendar: CalendarChangesService, approvals: ApprovalsService): void {
  app.get(
    '/calendar/bank-holidays',
    {
      schema: {
        tags: [TAG],
        operationId: 'listBankHolidays',
        summary: 'A year’s bank holidays',
        description: 'England and Wales, as the platform computes them now: the standing rules (any year), the one-offs shipped with the platform and the operator’s changes.',
        querystring: Type.Object({ year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last, description: 'The year.', example: 2031 }) }),
        response: { 200: Type.Object({ year: Type.Integer(), bankHolidays: Type.Array(BankHolidaySchema) }, { title: 'BankHolidays' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ year: request.query.year, bankHolidays: calendar.holidays(request.query.year) }),
  );

  app.get(
    '/calendar/changes',
    {
      schema: {
        tags: [TAG],
        operationId: 'listCalendarChanges',
        summary: 'The operator’s one-off changes',
        description: 'Every date the operator changed, in date order (the shipped one-offs are part of the rules and not listed). With Accept: text/csv, the same as CSV.',
        response: { 200: jsonOrCsvList(Type.Object({ changes: Type.Array(StoredChangeSchema) }, { title: 'CalendarChanges' }), StoredChangeSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const changes = (await calendar.list()).map(calendarChangeToJson);
      if (wantsCsv(request)) return sendCsv(reply, 'calendar-changes', csvColumnsOf(StoredChangeSchema), [changes]);
      return { changes };
    },
  );

  app.put(
    '/calendar/changes/:date',
    {
      schema: {
        tags: [TAG],
        operationId: 'setCalendarChange',
        summary: 'Add a bank holiday, or remove a standing one, on a date',
        description: `Replaces the date’s earlier change. In force in every process when this answers; dates already fixed (a batch’s, a maturity) keep. Audited. ${FOUR_EYES}`,
        params: Type.Object({ date: DateParam }),
        body: Type.Object(
          { change: ChangeKindSchema, name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The holiday’s name, or why it is removed.' }) },
          { title: 'CalendarChangeInput' },
        ),
        response: { 200: StoredChangeSchema, 202: ProposalSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const payload = { date: request.params.date, ...request.body };
      return answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'set-calendar-change', payload }), 200);
    },
  );

  app.delete(
    '/calendar/changes/:date',
    {
      schema: {
        tags: [TAG],
        operationId: 'removeCalendarChange',
        summary: 'Return a date to the standing rules',
        description: `404 when the date has no change. Audited. ${FOUR_EYES}`,
        params: Type.Object({ date: DateParam }),
        response: { 204: NoContent, 202: ProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const submitted = await approvals.submit(operatorOf(request), { kind: 'remove-calendar-change', payload: { date: request.params.date } });
      return submitted.applied ? reply.status(204).send() : answerSubmitted(reply, submitted, 204);
    },
  );

  app.post(
    '/calendar/import',
    {
      schema: {
        tags: [TAG],
        operationId: 'importBankHolidays',
        summary: 'Import the published bank-holiday list',
        description:
          'The body is the published list in its JSON format (gov.uk/bank-holidays.json: one object per division, each with events of {title, date}); its "england-and-wales" events are read. Every year the list covers becomes exactly what it publishes: the changes that make it so replace that year’s earlier ones, in one audited transaction. A list not of that shape is refused whole (400). With four eyes on (FOUR_EYES), it is proposed (202) and imported when another admin approves it.',
        body: Type.Object({}, { additionalProperties: true, title: 'PublishedBankHolidays', description: 'The published list.' }),
        response: {
          200: Type.Object(
            {
              years: Type.Array(Type.Integer(), { description: 'The years the list covers.' }),
              changes: Type.Array(CalendarChangeSchema, { description: 'The changes now in force for them.' }),
            },
            { title: 'BankHolidayImport' },
          ),
          202: ProposalSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => answerSubmitted(reply, await approvals.submit(operatorOf(request), { kind: 'import-bank-holidays', payload: request.body }), 200),
  );
}
