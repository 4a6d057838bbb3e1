import {
  gradeRanges,
  schoolLevels,
  type ProfileUpdateBody,
  type SchoolLevel,
  type User,
} from '@scola/contracts';

/** The profile form's fields, as the inputs hold them (text; `''` = not filled in). */
export interface ProfileValues {
  name: string;
  phone: string;
  photoUrl: string;
  schoolLevel: SchoolLevel | '';
  grade: string;
  city: string;
}

export function profileValuesOf(user: User): ProfileValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    photoUrl: user.photoUrl ?? '',
    schoolLevel: user.schoolLevel ?? '',
    grade: user.grade === null ? '' : String(user.grade),
    city: user.city ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Form values → the `PATCH /api/akun/profil` body (empty fields clear the stored value). */
export function profileBodyOf(values: ProfileValues): ProfileUpdateBody {
  return {
    name: values.name,
    phone: orNull(values.phone),
    photoUrl: orNull(values.photoUrl),
    schoolLevel: values.schoolLevel === '' ? null : values.schoolLevel,
    grade: values.grade === '' ? null : Number(values.grade),
    city: orNull(values.city),
  };
}

/** The grades a school level allows (`[]` for UTBK, Umum and no level). */
export function gradesOf(level: SchoolLevel | ''): number[] {
  const range = level === '' ? null : gradeRanges[level];
  if (!range) return [];
  const [min, max] = range;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

export { schoolLevels };
