import { tutorProfileInputSchema, type TutorOwnProfile } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { profileBodyOf, profileValuesOf, rupiahOf } from './profile-form-values';

const profile: TutorOwnProfile = {
  id: '55429ae1-ab48-4ac8-8460-49fde89c817f',
  displayName: 'Budi Santoso',
  headline: 'Tutor Matematika SMA & UTBK',
  bio: '<p>Halo</p>',
  education: 'S2 Pendidikan Matematika, UGM',
  experience: '',
  expertise: [],
  subjects: [
    { id: '2a7f0c8e-8a56-4f0e-9a0b-5d3c1e2f4a6b', name: 'Matematika', slug: 'matematika-sma', level: 'SMA' },
  ],
  city: null,
  location: null,
  photoUrl: null,
  hourlyRate: 150_000,
  timeZone: 'Asia/Jakarta',
  verifiedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

describe('tutor profile form values', () => {
  it('round-trips a saved profile into a valid body', () => {
    const body = profileBodyOf(profileValuesOf(profile));
    expect(tutorProfileInputSchema.parse(body)).toMatchObject({
      hourlyRate: 150_000,
      city: null,
      location: null,
    });
  });

  it('reads rupiah with thousands dots; empty means no bimbel', () => {
    expect(rupiahOf('175.000')).toBe(175_000);
    expect(rupiahOf(' ')).toBeNull();
    expect(rupiahOf('seratus')).toBe('seratus');
  });

  it('sends both coordinates or none: one alone is refused on the location', () => {
    const values = profileValuesOf(profile);
    expect(profileBodyOf({ ...values, latitude: '-7,7956', longitude: '110.3695' }).location).toEqual({
      latitude: -7.7956,
      longitude: 110.3695,
    });
    const half = tutorProfileInputSchema.safeParse(profileBodyOf({ ...values, latitude: '-7.8' }));
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.path[0]).toBe('location');
  });
});
