import type { DiscussionDoc } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { roomOccurrencesOf, roomRequestOf, type RoomFormValues } from './room-create-values';
import { emptyTemplateValues, gradesOf, rupiahOf, templateInputOf } from './template-form-values';

const SUBJECT = '5b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e01';
const TEMPLATE = '6b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e02';
const doc: DiscussionDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Latihan ' },
        { type: 'mathInline', attrs: { latex: '\\int x\\,dx' } },
      ],
    },
  ],
};

describe('templateInputOf', () => {
  const filled = {
    ...emptyTemplateValues,
    subjectId: SUBJECT,
    title: 'Latihan Soal Integral',
    description: doc,
  };

  it('builds a free master with the level’s grade', () => {
    const { input, invalid } = templateInputOf({ ...filled, grade: '12' }, 'SMA');
    expect(invalid.size).toBe(0);
    expect(input).toMatchObject({
      subjectId: SUBJECT,
      grade: 12,
      durationMinutes: 90,
      capacity: 20,
      price: 0,
    });
  });

  it('refuses a grade outside the subject’s level, a missing subject and description', () => {
    expect([...templateInputOf({ ...filled, grade: '7' }, 'SMA').invalid]).toEqual(['grade']);
    const empty = templateInputOf(emptyTemplateValues, undefined).invalid;
    expect([...empty].sort()).toEqual(['description', 'subjectId', 'title']);
  });

  it('reads a paid price in rupiah and refuses one under Rp1.000', () => {
    expect(templateInputOf({ ...filled, paid: true, price: 'Rp25.000' }, 'SMA').input?.price).toBe(25_000);
    expect([...templateInputOf({ ...filled, paid: true, price: '500' }, 'SMA').invalid]).toEqual(['price']);
    expect([...templateInputOf({ ...filled, duration: '10', capacity: '0' }, 'SMA').invalid].sort()).toEqual([
      'capacity',
      'duration',
    ]);
  });

  it('offers the grades of a level (none for UTBK and Umum)', () => {
    expect(gradesOf('SMP')).toEqual([7, 8, 9]);
    expect(gradesOf('UTBK')).toEqual([]);
    expect(rupiahOf('25.000')).toBe(25_000);
    expect(rupiahOf('25,5')).toBeNaN();
  });
});

describe('room requests', () => {
  const weekly: RoomFormValues = {
    templateId: TEMPLATE,
    mode: 'weekly',
    date: '2027-03-01',
    time: '19:00',
    weekdays: [1],
    until: '2027-03-15',
    link: '',
  };
  const now = Date.parse('2027-02-01T00:00:00Z');

  it('expands a weekly series in the tutor’s zone (three Mondays at 19.00 WITA)', () => {
    const { occurrences, problem } = roomOccurrencesOf(weekly, 90, 'Asia/Makassar');
    expect(problem).toBeUndefined();
    expect(occurrences.map((item) => item.startsAt.toISOString())).toEqual([
      '2027-03-01T11:00:00.000Z',
      '2027-03-08T11:00:00.000Z',
      '2027-03-15T11:00:00.000Z',
    ]);
    const { body } = roomRequestOf(
      { ...weekly, link: 'https://meet.example/integral' },
      90,
      'Asia/Makassar',
      now,
    );
    expect(body).toEqual({
      kind: 'weekly',
      templateId: TEMPLATE,
      firstStart: '2027-03-01T19:00',
      weekdays: [1],
      until: '2027-03-15',
      meetingUrl: 'https://meet.example/integral',
    });
  });

  it('sends one room as an instant and refuses a past one, a bad link and a series over 26 rooms', () => {
    const single = { ...weekly, mode: 'single' as const };
    expect(roomRequestOf(single, 60, 'Asia/Jakarta', now).body).toEqual({
      kind: 'single',
      templateId: TEMPLATE,
      startsAt: '2027-03-01T12:00:00.000Z',
    });
    expect([
      ...roomRequestOf(single, 60, 'Asia/Jakarta', Date.parse('2027-04-01T00:00:00Z')).invalid,
    ]).toEqual(['preview']);
    expect([...roomRequestOf({ ...single, link: 'zoom' }, 60, 'Asia/Jakarta', now).invalid]).toEqual([
      'link',
    ]);
    const long = roomOccurrencesOf({ ...weekly, weekdays: [1, 3], until: '2027-12-31' }, 60, 'Asia/Jakarta');
    expect(long.problem).toBe('too_many');
    expect(long.occurrences).toHaveLength(26);
  });
});
