import type { TutorApplication } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { isEditable, isStepComplete, missingBySteps, resumeStep, stepOfMissing } from './wizard-steps';

const biodata = {
  fullName: 'Sari Wijaya',
  phone: '081234567890',
  city: 'Bandung',
  province: 'Jawa Barat',
  latitude: null,
  longitude: null,
};
const teaching = {
  expertiseIds: [],
  subjectIds: ['4b6a4b1e-3c1a-4b7e-9b8f-2a1d3c4e5f60'],
  levels: ['SMA' as const],
  education: 'S1 Matematika',
  experience: '',
  hourlyRate: 100_000,
};
const document = (kind: 'ktp' | 'ijazah' | 'sertifikat') => ({
  id: `00000000-0000-4000-8000-00000000000${kind.length}`,
  kind,
  fileName: `${kind}.pdf`,
  mime: 'application/pdf',
  url: null,
  createdAt: '2026-11-26T09:00:00.000Z',
});
const application = (changes: Partial<TutorApplication> = {}): TutorApplication => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'draft',
  biodata: null,
  teaching: null,
  documents: [],
  reviewNote: null,
  submittedAt: null,
  decidedAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...changes,
});

describe('resumeStep', () => {
  it('opens the biodata for an account that has not started', () => {
    expect(resumeStep(null)).toBe('biodata');
  });

  it('opens the first step not saved yet', () => {
    expect(resumeStep(application())).toBe('biodata');
    expect(resumeStep(application({ biodata }))).toBe('teaching');
    expect(resumeStep(application({ biodata, teaching }))).toBe('documents');
    expect(resumeStep(application({ biodata, teaching, documents: [document('ktp')] }))).toBe('documents');
  });

  it('opens the review once every step is saved (certificates are optional)', () => {
    const complete = application({ biodata, teaching, documents: [document('ktp'), document('ijazah')] });
    expect(resumeStep(complete)).toBe('review');
    expect(isStepComplete(complete, 'review')).toBe(true);
    expect(resumeStep({ ...complete, status: 'needs_changes' })).toBe('review');
  });

  it('sends an applicant who saved the teaching but not the biodata back to the biodata', () => {
    expect(resumeStep(application({ teaching }))).toBe('biodata');
  });
});

describe('APPLICATION_INCOMPLETE details', () => {
  it('maps each missing item to its step', () => {
    expect(stepOfMissing('biodata')).toBe('biodata');
    expect(stepOfMissing('teaching')).toBe('teaching');
    expect(stepOfMissing('ktp')).toBe('documents');
    expect(stepOfMissing('ijazah')).toBe('documents');
    expect(stepOfMissing('foto')).toBeUndefined();
  });

  it('groups the missing items by step; an unknown item stays with the review', () => {
    expect(missingBySteps(['teaching', 'ktp', 'ijazah', 'foto'])).toEqual({
      teaching: ['teaching'],
      documents: ['ktp', 'ijazah'],
      review: ['foto'],
    });
    expect(missingBySteps([])).toEqual({});
  });
});

describe('isEditable', () => {
  it('lets the applicant edit a draft and an application sent back, nothing else', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('needs_changes')).toBe(true);
    expect(isEditable('submitted')).toBe(false);
    expect(isEditable('approved')).toBe(false);
    expect(isEditable('rejected')).toBe(false);
  });
});
