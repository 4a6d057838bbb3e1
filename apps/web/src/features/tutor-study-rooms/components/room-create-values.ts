import {
  type CreateStudyRoomsInput,
  expandWeeklySeries,
  meetingUrlSchema,
  type SeriesOccurrence,
  type SeriesProblem,
  STUDY_ROOM_MAX_SERIES,
  type TutorTimeZone,
  wallClockToInstant,
} from '@scola/contracts';

/** What the room form holds: wall-clock dates and times in the tutor's zone, as the inputs give them. */
export interface RoomFormValues {
  templateId: string;
  mode: 'single' | 'weekly';
  date: string;
  time: string;
  weekdays: number[];
  until: string;
  link: string;
}

export type RoomField = 'templateId' | 'date' | 'time' | 'weekdays' | 'until' | 'link' | 'preview';

export const emptyRoomValues = (templateId = ''): RoomFormValues => ({
  templateId,
  mode: 'single',
  date: '',
  time: '',
  weekdays: [],
  until: '',
  link: '',
});

/**
 * The rooms the values make (what the preview lists and the server will create), or why none: the same expansion
 * as the server's, cut at the most one series may make.
 */
export function roomOccurrencesOf(
  values: RoomFormValues,
  durationMinutes: number,
  zone: TutorTimeZone,
): { occurrences: SeriesOccurrence[]; problem?: SeriesProblem | 'incomplete' } {
  if (!values.date || !values.time) return { occurrences: [], problem: 'incomplete' };
  const firstStart = `${values.date}T${values.time}`;
  if (values.mode === 'single') {
    const startsAt = wallClockToInstant(firstStart, zone);
    if (!startsAt) return { occurrences: [], problem: 'incomplete' };
    const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
    return { occurrences: [{ startsAt, endsAt, localDate: values.date }] };
  }
  if (!values.until || values.weekdays.length === 0) return { occurrences: [], problem: 'incomplete' };
  const series = expandWeeklySeries(
    { firstStart, weekdays: values.weekdays, until: values.until, durationMinutes },
    zone,
  );
  if (series.occurrences.length > STUDY_ROOM_MAX_SERIES) {
    return { occurrences: series.occurrences.slice(0, STUDY_ROOM_MAX_SERIES), problem: 'too_many' };
  }
  return series;
}

/** The request of valid values (`null`, with the fields to mark, otherwise); a room in the past is refused. */
export function roomRequestOf(
  values: RoomFormValues,
  durationMinutes: number,
  zone: TutorTimeZone,
  now: number,
): { body: CreateStudyRoomsInput | null; invalid: Set<RoomField> } {
  const invalid = new Set<RoomField>();
  if (!values.templateId) invalid.add('templateId');
  if (!values.date) invalid.add('date');
  if (!values.time) invalid.add('time');
  const link = values.link.trim();
  if (link && !meetingUrlSchema.safeParse(link).success) invalid.add('link');
  if (values.mode === 'weekly' && values.weekdays.length === 0) invalid.add('weekdays');
  if (values.mode === 'weekly' && !values.until) invalid.add('until');
  const { occurrences, problem } = roomOccurrencesOf(values, durationMinutes, zone);
  if (problem || occurrences.some((occurrence) => occurrence.startsAt.getTime() <= now))
    invalid.add('preview');
  if (invalid.size > 0) return { body: null, invalid };
  const common = { templateId: values.templateId, ...(link ? { meetingUrl: link } : {}) };
  const body: CreateStudyRoomsInput =
    values.mode === 'single'
      ? { kind: 'single', startsAt: occurrences[0]?.startsAt.toISOString() ?? '', ...common }
      : {
          kind: 'weekly',
          firstStart: `${values.date}T${values.time}`,
          weekdays: values.weekdays,
          until: values.until,
          ...common,
        };
  return { body, invalid };
}
