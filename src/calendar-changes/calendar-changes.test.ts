/**
 * The operator keeps the calendar's one-off changes: a holiday added or a
 * standing one removed on a date, or the published list imported; each is in
 * force when the answer comes (the batch date of a deposit moves with it),
 * audited, and a viewer may only read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestPlatform, type TestPlatform } from '../../test/helpers.js';
import { bankHolidaysOf, batchDateFor, isWorkingDay, nextWorkingDay } from '../calendar/calendar.js';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const event = (date: string, title: string) => ({ title, date, notes: '', bunting: true });

describe('the operator calendar API', () => {
  it('lists a year’s bank holidays for any year', async () => {
    const response = await t.operator({ method: 'GET', url: '/operator/calendar/bank-holidays?year=2037' });
    expect(response.statusCode).toBe(200);
    expect(response.json().bankHolidays.map((h: { date: string }) => h.date)).toEqual(bankHolidaysOf(2037).map((h) => h.date));
    expect(response.json().bankHolidays).toHaveLength(8);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/calendar/bank-holidays?year=99999' }), 400);
    expectErrorBody(await t.operator({ method: 'GET', url: '/operator/calendar/bank-holidays' }), 400);
  });

  it('adds a holiday and removes it again, in force at once and audited', async () => {
    expect(isWorkingDay('2031-06-13')).toBe(true);
    const set = await t.operator({ method: 'PUT', url: '/operator/calendar/changes/2031-06-13', payload: { change: 'add', name: 'A proclaimed holiday' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ date: '2031-06-13', change: 'add', name: 'A proclaimed holiday' });
    expect(isWorkingDay('2031-06-13')).toBe(false);
    expect(nextWorkingDay('2031-06-12')).toBe('2031-06-16');
    expect((await t.operator({ method: 'GET', url: '/operator/calendar/changes' })).json().changes).toEqual([expect.objectContaining({ date: '2031-06-13', change: 'add' })]);

    const audit = await t.operator({ method: 'GET', url: '/operator/audit?objectType=calendar-change&objectId=2031-06-13' });
    expect(audit.json().entries[0]).toMatchObject({ operatorName: 'bootstrap', after: { date: '2031-06-13', change: 'add', name: 'A proclaimed holiday' } });

    expect((await t.operator({ method: 'DELETE', url: '/operator/calendar/changes/2031-06-13' })).statusCode).toBe(204);
    expect(isWorkingDay('2031-06-13')).toBe(true);
    expectErrorBody(await t.operator({ method: 'DELETE', url: '/operator/calendar/changes/2031-06-13' }), 404);
  });

  it('moves a deposit’s batch date when a holiday is added on its day', async () => {
    // The test clock stands on a Monday morning before the cut-off: its batch date is today.
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(batchDateFor(t.clock.now(), 14 * 60)).toBe(today);
    await t.operator({ method: 'PUT', url: `/operator/calendar/changes/${today}`, payload: { change: 'add', name: 'A sudden holiday' } });
    try {
      expect(batchDateFor(t.clock.now(), 14 * 60)).toBe(nextWorkingDay(today));
    } finally {
      await t.operator({ method: 'DELETE', url: `/operator/calendar/changes/${today}` });
    }
  });

  it('imports the published list: each covered year becomes exactly what it publishes', async () => {
    const year2032 = bankHolidaysOf(2032)
      .filter((h) => h.date !== '2032-05-31')
      .map((h) => event(h.date, h.name));
    year2032.push(event('2032-06-04', 'Spring bank holiday'), event('2032-06-07', 'A jubilee'));
    const list = { 'england-and-wales': { division: 'england-and-wales', events: year2032 }, scotland: { division: 'scotland', events: [] } };
    const imported = await t.operator({ method: 'POST', url: '/operator/calendar/import', payload: list });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      years: [2032],
      changes: [
        { date: '2032-05-31', change: 'remove', name: 'Spring bank holiday' },
        { date: '2032-06-04', change: 'add', name: 'Spring bank holiday' },
        { date: '2032-06-07', change: 'add', name: 'A jubilee' },
      ],
    });
    expect(bankHolidaysOf(2032).map((h) => h.date)).toEqual(year2032.map((e) => e.date).sort());
    const audit = await t.operator({ method: 'GET', url: '/operator/audit?objectType=calendar' });
    expect(audit.json().entries[0]).toMatchObject({ objectId: '2032-2032', before: [], after: imported.json().changes });

    // Importing the rules' own year again replaces that year's changes with none.
    const plain = { 'england-and-wales': { events: [] as unknown[] } };
    plain['england-and-wales'].events = (await t.operator({ method: 'GET', url: '/operator/calendar/bank-holidays?year=2033' }))
      .json()
      .bankHolidays.map((h: { date: string; name: string }) => event(h.date, h.name));
    plain['england-and-wales'].events.push(
      ...bankHolidaysOf(2032)
        .map((h) => event(h.date, h.name))
        .filter((e) => e.date !== '2032-06-07'),
      event('2032-05-31', 'Spring bank holiday'),
    );
    const second = await t.operator({ method: 'POST', url: '/operator/calendar/import', payload: plain });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().years).toEqual([2032, 2033]);
    expect(bankHolidaysOf(2032).map((h) => h.date)).toContain('2032-05-31');
    expect(bankHolidaysOf(2032).map((h) => h.date)).not.toContain('2032-06-07');
  });

  it('refuses a list that is not the published format, whole, with 400', async () => {
    const before = (await t.operator({ method: 'GET', url: '/operator/calendar/changes' })).json().changes;
    for (const payload of [{ scotland: {} }, { 'england-and-wales': { events: [event('2032-02-30', 'x')] } }, { 'england-and-wales': { events: [event('2300-01-01', 'x')] } }]) {
      expectErrorBody(await t.operator({ method: 'POST', url: '/operator/calendar/import', payload }), 400);
    }
    expect((await t.operator({ method: 'GET', url: '/operator/calendar/changes' })).json().changes).toEqual(before);
  });

  it('answers 400 for a bad date or change, and 403 to a viewer’s write', async () => {
    expectErrorBody(await t.operator({ method: 'PUT', url: '/operator/calendar/changes/2031-02-30', payload: { change: 'add', name: 'x' } }), 400);
    expectErrorBody(await t.operator({ method: 'PUT', url: '/operator/calendar/changes/2031-02-03', payload: { change: 'move', name: 'x' } }), 400);
    expectErrorBody(await t.operator({ method: 'PUT', url: '/operator/calendar/changes/1900-02-01', payload: { change: 'add', name: 'x' } }), 400);
    const key = (await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: `calendar-viewer-${Date.now()}`, role: 'viewer' } })).json().key as string;
    const asViewer = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${key}` } });
    expect((await asViewer('GET', '/operator/calendar/changes')).statusCode).toBe(200);
    expectErrorBody(await asViewer('PUT', '/operator/calendar/changes/2031-02-03', { change: 'add', name: 'x' }), 403);
  });
});
