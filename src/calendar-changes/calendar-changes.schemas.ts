/** The operator API's shapes of the bank holidays and the one-off changes to them (TypeBox), and their JSON. */
import { Type } from '@sinclair/typebox';
import { formatDateTime } from '../platform/time.js';
import type { CalendarChangeRecord } from './calendar-changes.service.js';

export const ChangeKindSchema = Type.Union([Type.Literal('add'), Type.Literal('remove')], {
  description: 'add: the date is a bank holiday; remove: the standing rules’ holiday on that date is not (it moved, say).',
});

export const BankHolidaySchema = Type.Object(
  { date: Type.String({ description: 'The date.' }), name: Type.String({ description: 'Its name.' }) },
  { title: 'BankHoliday', description: 'An England-and-Wales bank holiday.' },
);

export const CalendarChangeSchema = Type.Object(
  {
    date: Type.String({ description: 'The date changed.' }),
    change: ChangeKindSchema,
    name: Type.String({ description: 'The holiday’s name (for a removal, the one removed).' }),
  },
  { title: 'CalendarChange', description: 'A one-off change to the standing rules.' },
);

export const StoredChangeSchema = Type.Object(
  { ...CalendarChangeSchema.properties, changedAtUtc: Type.String({ description: 'When the operator made it.' }) },
  { title: 'StoredCalendarChange', description: 'A one-off change kept by the operator.' },
);

export function calendarChangeToJson(change: CalendarChangeRecord) {
  return { date: change.date, change: change.change, name: change.name, changedAtUtc: formatDateTime(change.changedAt) };
}
