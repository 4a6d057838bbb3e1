import { tutorBiodataSchema, tutorTeachingSchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import {
  biodataBodyOf,
  biodataValuesOf,
  educationRows,
  teachingBodyOf,
  teachingValuesOf,
} from './form-values';

describe('biodata values', () => {
  it('reads coordinates typed with a comma, leaves empty ones null, strips spaces from the phone', () => {
    const body = biodataBodyOf({
      fullName: 'Sari Wijaya',
      phone: '0812 3456-7890',
      city: 'Bandung',
      province: 'Jawa Barat',
      latitude: '-6,9175',
      longitude: '',
    });
    expect(tutorBiodataSchema.parse(body)).toEqual({
      fullName: 'Sari Wijaya',
      phone: '081234567890',
      city: 'Bandung',
      province: 'Jawa Barat',
      latitude: -6.9175,
      longitude: null,
    });
  });

  it('refuses a coordinate that is no number', () => {
    const body = biodataBodyOf({
      fullName: 'Sari Wijaya',
      phone: '081234567890',
      city: 'Bandung',
      province: 'Jawa Barat',
      latitude: 'utara',
      longitude: '',
    });
    expect(tutorBiodataSchema.safeParse(body).success).toBe(false);
  });

  it('starts from the account’s name, phone and city before anything is saved', () => {
    const values = biodataValuesOf(null, {
      name: 'Sari',
      phone: '0811111111',
      city: 'Bogor',
    } as Parameters<typeof biodataValuesOf>[1]);
    expect(values).toMatchObject({ fullName: 'Sari', phone: '0811111111', city: 'Bogor', province: '' });
  });
});

describe('teaching values', () => {
  it('sends the education rows as lines and the rate as a number of rupiah', () => {
    const body = teachingBodyOf({
      expertiseIds: [],
      subjectIds: ['4b6a4b1e-3c1a-4b7e-9b8f-2a1d3c4e5f60'],
      levels: ['SMA'],
      education: [{ text: ' S1 Matematika, ITB ' }, { text: '' }, { text: 'SMA 3 Bandung' }],
      experience: '',
      hourlyRate: 'Rp 150.000',
    });
    expect(tutorTeachingSchema.parse(body)).toMatchObject({
      education: 'S1 Matematika, ITB\nSMA 3 Bandung',
      hourlyRate: 150_000,
    });
  });

  it('reads a saved application back into rows', () => {
    expect(educationRows('S1\n\nS2')).toEqual([{ text: 'S1' }, { text: 'S2' }]);
    expect(educationRows(undefined)).toEqual([{ text: '' }]);
    expect(teachingValuesOf(null)).toMatchObject({ hourlyRate: '', education: [{ text: '' }] });
  });
});
