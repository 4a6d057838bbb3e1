import {
  type DiscussionDoc,
  gradeRanges,
  type SchoolLevel,
  STUDY_ROOM_MAX_CAPACITY,
  STUDY_ROOM_MAX_MINUTES,
  STUDY_ROOM_MIN_MINUTES,
  type StudyRoomTemplate,
  type StudyRoomTemplateInput,
  studyRoomTemplateInputSchema,
} from '@scola/contracts';

/** What the master form holds, as its inputs give it (numbers as typed text). */
export interface TemplateFormValues {
  subjectId: string;
  /** `''` = no grade (the whole level). */
  grade: string;
  title: string;
  description: DiscussionDoc | null;
  duration: string;
  capacity: string;
  paid: boolean;
  price: string;
}

export type TemplateField =
  'subjectId' | 'grade' | 'title' | 'description' | 'duration' | 'capacity' | 'price';

export const emptyTemplateValues: TemplateFormValues = {
  subjectId: '',
  grade: '',
  title: '',
  description: null,
  duration: '90',
  capacity: '20',
  paid: false,
  price: '',
};

/** The form filled with a saved master (editing). */
export function valuesOfTemplate(template: StudyRoomTemplate): TemplateFormValues {
  return {
    subjectId: template.subject.id,
    grade: template.grade === null ? '' : String(template.grade),
    title: template.title,
    description: template.description,
    duration: String(template.durationMinutes),
    capacity: String(template.capacity),
    paid: template.price > 0,
    price: template.price > 0 ? String(template.price) : '',
  };
}

/** The grades a level offers (SD 1–6, SMP 7–9, SMA 10–12; none for UTBK and Umum). */
export function gradesOf(level: SchoolLevel | undefined): number[] {
  const range = level ? gradeRanges[level] : null;
  if (!range) return [];
  const [min, max] = range;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** `Rp25.000`, `25000`, `25.000` → 25000; anything else → NaN. */
export function rupiahOf(text: string): number {
  const digits = text.replace(/^\s*rp\s*/i, '').replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The request of valid values (checked with the contract, as the server will), or the fields to mark. `level` is
 * the chosen subject's level: the grade must be one of its grades.
 */
export function templateInputOf(
  values: TemplateFormValues,
  level: SchoolLevel | undefined,
): { input: StudyRoomTemplateInput | null; invalid: Set<TemplateField> } {
  const invalid = new Set<TemplateField>();
  const grade = values.grade === '' ? null : Number(values.grade);
  const duration = Number(values.duration);
  const capacity = Number(values.capacity);
  const price = values.paid ? rupiahOf(values.price) : 0;
  if (!values.subjectId || !level) invalid.add('subjectId');
  if (grade !== null && !gradesOf(level).includes(grade)) invalid.add('grade');
  const title = values.title.trim();
  if (title.length < 3 || title.length > 120) invalid.add('title');
  if (!values.description) invalid.add('description');
  if (!within(duration, STUDY_ROOM_MIN_MINUTES, STUDY_ROOM_MAX_MINUTES)) invalid.add('duration');
  if (!within(capacity, 1, STUDY_ROOM_MAX_CAPACITY)) invalid.add('capacity');
  if (values.paid && !within(price, 1000, 10_000_000)) invalid.add('price');
  if (invalid.size > 0) return { input: null, invalid };
  const parsed = studyRoomTemplateInputSchema.safeParse({
    subjectId: values.subjectId,
    grade,
    title,
    description: values.description,
    durationMinutes: duration,
    capacity,
    price,
  });
  if (!parsed.success) {
    // What the checks above cannot see (a description the allow-list refuses) marks its field.
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      invalid.add(
        field === 'durationMinutes' ? 'duration' : ((field as TemplateField | undefined) ?? 'description'),
      );
    }
    return { input: null, invalid };
  }
  return { input: parsed.data, invalid };
}
