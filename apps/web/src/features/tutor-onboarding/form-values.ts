/**
 * The wizard's form values (what the inputs hold: text) and the bodies of the API (what the contracts take), both
 * ways. The education history is edited as rows and sent as one text, a row per line.
 */
import type { SchoolLevel, TutorApplication, TutorBiodata, TutorTeaching, User } from '@scola/contracts';

export interface BiodataValues {
  fullName: string;
  phone: string;
  city: string;
  province: string;
  latitude: string;
  longitude: string;
}

export interface TeachingValues {
  expertiseIds: string[];
  subjectIds: string[];
  levels: SchoolLevel[];
  education: { text: string }[];
  experience: string;
  hourlyRate: string;
}

/** A coordinate typed with a comma or a dot; empty is `null`, anything unreadable stays text for the schema. */
function coordinate(text: string): number | null | string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

export function biodataValuesOf(application: TutorApplication | null, user: User | null): BiodataValues {
  const saved = application?.biodata;
  return {
    fullName: saved?.fullName ?? user?.name ?? '',
    phone: saved?.phone ?? user?.phone ?? '',
    city: saved?.city ?? user?.city ?? '',
    province: saved?.province ?? '',
    latitude: saved?.latitude == null ? '' : String(saved.latitude),
    longitude: saved?.longitude == null ? '' : String(saved.longitude),
  };
}

export function biodataBodyOf(values: BiodataValues): Record<keyof TutorBiodata, unknown> {
  return {
    fullName: values.fullName,
    phone: values.phone.replace(/[\s-]/g, ''),
    city: values.city,
    province: values.province,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}

/** The saved education text as rows (at least one, so there is a field to type in). */
export function educationRows(text: string | undefined): { text: string }[] {
  const rows = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return rows.length > 0 ? rows.map((line) => ({ text: line })) : [{ text: '' }];
}

export function teachingValuesOf(application: TutorApplication | null): TeachingValues {
  const saved = application?.teaching;
  return {
    expertiseIds: saved?.expertiseIds ?? [],
    subjectIds: saved?.subjectIds ?? [],
    levels: saved?.levels ?? [],
    education: educationRows(saved?.education),
    experience: saved?.experience ?? '',
    hourlyRate: saved ? String(saved.hourlyRate) : '',
  };
}

/** Digits of a rupiah amount typed as `150.000`, `150000` or `Rp 150.000`; text without digits stays for the schema. */
function rupiah(text: string): number | string {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? text : Number(digits);
}

export function teachingBodyOf(values: TeachingValues): Record<keyof TutorTeaching, unknown> {
  return {
    expertiseIds: values.expertiseIds,
    subjectIds: values.subjectIds,
    levels: values.levels,
    education: values.education
      .map((row) => row.text.trim())
      .filter((line) => line !== '')
      .join('\n'),
    experience: values.experience,
    hourlyRate: rupiah(values.hourlyRate),
  };
}
