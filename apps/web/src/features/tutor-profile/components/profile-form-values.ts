/**
 * The profile form's values (what the inputs hold: text) and the body of `PUT /api/tutor/profil`, both ways.
 */
import type { TutorOwnProfile, TutorProfileInput, TutorTimeZone } from '@scola/contracts';

export interface ProfileValues {
  displayName: string;
  headline: string;
  bio: string;
  education: string;
  experience: string;
  expertiseIds: string[];
  subjectIds: string[];
  city: string;
  latitude: string;
  longitude: string;
  hourlyRate: string;
  timeZone: TutorTimeZone;
  /** Not an input: where the schema's issues about the pair of coordinates land. */
  location?: never;
}

/** A coordinate typed with a comma or a dot; empty is `null`, anything unreadable stays text for the schema. */
function coordinate(text: string): number | null | string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

/** Rupiah typed with thousands dots or spaces ("150.000"); empty is `null` (no bimbel). */
export function rupiahOf(text: string): number | null | string {
  const digits = text.replace(/[\s.]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

export function profileValuesOf(profile: TutorOwnProfile): ProfileValues {
  return {
    displayName: profile.displayName,
    headline: profile.headline,
    bio: profile.bio,
    education: profile.education,
    experience: profile.experience,
    expertiseIds: profile.expertise.map((item) => item.id),
    subjectIds: profile.subjects.map((item) => item.id),
    city: profile.city ?? '',
    latitude: profile.location ? String(profile.location.latitude) : '',
    longitude: profile.location ? String(profile.location.longitude) : '',
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    timeZone: profile.timeZone,
  };
}

/** Both coordinates empty: no location; otherwise both are sent (one missing fails the schema on `location`). */
export function profileBodyOf(values: ProfileValues): Record<keyof TutorProfileInput, unknown> {
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  return {
    displayName: values.displayName,
    headline: values.headline,
    bio: values.bio,
    education: values.education,
    experience: values.experience,
    expertiseIds: values.expertiseIds,
    subjectIds: values.subjectIds,
    city: values.city.trim() === '' ? null : values.city,
    location: latitude === null && longitude === null ? null : { latitude, longitude },
    hourlyRate: rupiahOf(values.hourlyRate),
    timeZone: values.timeZone,
  };
}
