import { describe, expect, it } from 'vitest';
import {
  type BookingSettings,
  type DatedException,
  expandAvailabilityWindows,
  expandFreeSlots,
  type SlotInput,
  type WeeklyRule,
} from './slot-expansion';

const hours = (h: number, m = 0) => h * 60 + m;
/** Monday to Friday 16:00–20:00 local. */
const weekdays: WeeklyRule[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: hours(16),
  endMinute: hours(20),
}));
const settings: BookingSettings = {
  minimumNoticeMinutes: 0,
  bufferMinutes: 0,
  horizonDays: 60,
  slotMinutes: 60,
};
// Sunday 29 Nov 2026 00:00 WIB.
const now = new Date('2026-11-28T17:00:00Z');

function input(overrides: Partial<SlotInput> = {}): SlotInput {
  return {
    rules: weekdays,
    exceptions: [],
    settings,
    timeZone: 'Asia/Jakarta',
    busy: [],
    // Monday 30 Nov 2026, the whole local day in WIB.
    from: new Date('2026-11-29T17:00:00Z'),
    to: new Date('2026-11-30T17:00:00Z'),
    now,
    ...overrides,
  };
}

const iso = (slots: { startsAt: Date; endsAt: Date }[]) =>
  slots.map((slot) => `${slot.startsAt.toISOString()}/${slot.endsAt.toISOString()}`);

describe('expandFreeSlots', () => {
  it('turns a Monday 16:00–20:00 WIB rule into four hourly UTC slots from 09:00Z', () => {
    expect(iso(expandFreeSlots(input()))).toEqual([
      '2026-11-30T09:00:00.000Z/2026-11-30T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z/2026-11-30T11:00:00.000Z',
      '2026-11-30T11:00:00.000Z/2026-11-30T12:00:00.000Z',
      '2026-11-30T12:00:00.000Z/2026-11-30T13:00:00.000Z',
    ]);
  });

  it('reads the same wall-clock rule in the tutor’s zone (WITA one hour, WIT two hours earlier in UTC)', () => {
    const first = (timeZone: string) => expandFreeSlots(input({ timeZone }))[0]?.startsAt.toISOString();
    expect(first('Asia/Makassar')).toBe('2026-11-30T08:00:00.000Z');
    expect(first('Asia/Jayapura')).toBe('2026-11-30T07:00:00.000Z');
  });

  it('keeps 16:00 local across a daylight-saving change (Europe/Berlin, last Sunday of October)', () => {
    const sunday: WeeklyRule[] = [{ weekday: 7, startMinute: hours(16), endMinute: hours(17) }];
    const slots = expandFreeSlots(
      input({
        rules: sunday,
        timeZone: 'Europe/Berlin',
        now: new Date('2026-10-01T00:00:00Z'),
        from: new Date('2026-10-18T00:00:00Z'),
        to: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    // 18 and 25 Oct: CEST (UTC+2) then CET (UTC+1) from 25 Oct 03:00; 1 Nov: CET.
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-10-18T14:00:00.000Z',
      '2026-10-25T15:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
  });

  it('drops slots that meet a busy session, widened by the buffer on both sides', () => {
    // A session 17:30–18:00 WIB: without buffer only the 17:00 slot goes; with 30 minutes, 18:00 goes too.
    const busy = [{ startsAt: new Date('2026-11-30T10:30:00Z'), endsAt: new Date('2026-11-30T11:00:00Z') }];
    const starts = (bufferMinutes: number) =>
      expandFreeSlots(input({ busy, settings: { ...settings, bufferMinutes } })).map((slot) =>
        slot.startsAt.toISOString().slice(11, 16),
      );
    expect(starts(0)).toEqual(['09:00', '11:00', '12:00']);
    expect(starts(30)).toEqual(['09:00', '12:00']);
  });

  it('leaves a slot free when a session ends exactly where it starts (half-open ranges)', () => {
    const busy = [{ startsAt: new Date('2026-11-30T08:00:00Z'), endsAt: new Date('2026-11-30T09:00:00Z') }];
    expect(expandFreeSlots(input({ busy }))).toHaveLength(4);
  });

  it('refuses slots inside the minimum notice', () => {
    // Now is Monday 16:30 WIB; with 60 minutes notice the first slot is 18:00.
    const slots = expandFreeSlots(
      input({ now: new Date('2026-11-30T09:30:00Z'), settings: { ...settings, minimumNoticeMinutes: 60 } }),
    );
    expect(slots.map((slot) => slot.startsAt.toISOString().slice(11, 16))).toEqual(['11:00', '12:00']);
  });

  it('refuses slots starting beyond the booking horizon', () => {
    const slots = expandFreeSlots(
      input({
        from: now,
        to: new Date('2026-12-31T00:00:00Z'),
        settings: { ...settings, horizonDays: 2 },
      }),
    );
    // Horizon ends Tuesday 1 Dec 00:00 WIB: only Monday's four slots.
    expect(slots).toHaveLength(4);
    expect(slots.every((slot) => slot.startsAt < new Date('2026-11-30T17:00:00Z'))).toBe(true);
  });

  it('honours a day off and extra hours on a date', () => {
    const off: DatedException[] = [{ date: '2026-11-30', kind: 'off' }];
    expect(expandFreeSlots(input({ exceptions: off }))).toEqual([]);
    const extraOnSaturday: DatedException[] = [
      { date: '2026-12-05', kind: 'extra', startMinute: hours(9), endMinute: hours(11) },
    ];
    const saturday = expandFreeSlots(
      input({
        exceptions: extraOnSaturday,
        from: new Date('2026-12-04T17:00:00Z'),
        to: new Date('2026-12-05T17:00:00Z'),
      }),
    );
    expect(iso(saturday)).toEqual([
      '2026-12-05T02:00:00.000Z/2026-12-05T03:00:00.000Z',
      '2026-12-05T03:00:00.000Z/2026-12-05T04:00:00.000Z',
    ]);
  });

  it('off plus extra hours on one date leaves only the extra hours', () => {
    const exceptions: DatedException[] = [
      { date: '2026-11-30', kind: 'off' },
      { date: '2026-11-30', kind: 'extra', startMinute: hours(19), endMinute: hours(20) },
    ];
    expect(expandFreeSlots(input({ exceptions })).map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-11-30T12:00:00.000Z',
    ]);
  });

  it('merges overlapping ranges so no slot appears twice, and never lets a slot overrun its window', () => {
    const rules: WeeklyRule[] = [
      { weekday: 1, startMinute: hours(16), endMinute: hours(18) },
      { weekday: 1, startMinute: hours(17), endMinute: hours(19, 30) },
    ];
    const slots = expandFreeSlots(input({ rules }));
    // One window 16:00–19:30: 16, 17, 18 (19:00–20:00 would overrun).
    expect(slots.map((slot) => slot.startsAt.toISOString().slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ]);
  });

  it('cuts slots to the asked range and answers nothing for an empty or past range', () => {
    const slots = expandFreeSlots(
      input({ from: new Date('2026-11-30T10:00:00Z'), to: new Date('2026-11-30T12:00:00Z') }),
    );
    expect(slots.map((slot) => slot.startsAt.toISOString().slice(11, 16))).toEqual(['10:00', '11:00']);
    expect(expandFreeSlots(input({ to: input().from }))).toEqual([]);
    expect(expandFreeSlots(input({ now: new Date('2027-01-01T00:00:00Z') }))).toEqual([]);
  });

  it('uses the slot length as the grid (90 minutes in a 4-hour window: two slots)', () => {
    const slots = expandFreeSlots(input({ settings: { ...settings, slotMinutes: 90 } }));
    expect(iso(slots)).toEqual([
      '2026-11-30T09:00:00.000Z/2026-11-30T10:30:00.000Z',
      '2026-11-30T10:30:00.000Z/2026-11-30T12:00:00.000Z',
    ]);
  });
});

describe('expandAvailabilityWindows', () => {
  it('answers whole windows of every local day meeting the range, including one ending at midnight', () => {
    const rules: WeeklyRule[] = [{ weekday: 1, startMinute: hours(22), endMinute: 1440 }];
    const windows = expandAvailabilityWindows({
      rules,
      exceptions: [],
      timeZone: 'Asia/Jakarta',
      from: new Date('2026-11-30T16:00:00Z'),
      to: new Date('2026-12-07T16:00:00Z'),
    });
    expect(iso(windows)).toEqual([
      '2026-11-30T15:00:00.000Z/2026-11-30T17:00:00.000Z',
      '2026-12-07T15:00:00.000Z/2026-12-07T17:00:00.000Z',
    ]);
  });
});
