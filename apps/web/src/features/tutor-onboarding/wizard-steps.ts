/**
 * The applicant's wizard (`/tutor/daftar`): three steps saved as drafts, then a review. Which step to open and
 * which steps the server's `APPLICATION_INCOMPLETE` answer concerns are plain functions, free of React.
 */
import type { TutorApplication, TutorApplicationStatus } from '@scola/contracts';

export const wizardSteps = ['biodata', 'teaching', 'documents', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The two documents every application needs (certificates are optional). */
export const requiredDocuments = ['ktp', 'ijazah'] as const;

/** Only a draft and an application sent back for changes can be edited by the applicant. */
export function isEditable(status: TutorApplicationStatus): boolean {
  return status === 'draft' || status === 'needs_changes';
}

/** Whether a step holds what the server needs to accept a submission. */
export function isStepComplete(application: TutorApplication | null, step: WizardStep): boolean {
  if (!application) return false;
  switch (step) {
    case 'biodata':
      return application.biodata !== null;
    case 'teaching':
      return application.teaching !== null;
    case 'documents': {
      const kinds = new Set(application.documents.map((document) => document.kind));
      return requiredDocuments.every((kind) => kinds.has(kind));
    }
    default:
      return wizardSteps.slice(0, 3).every((previous) => isStepComplete(application, previous));
  }
}

/**
 * Where an applicant who comes back resumes: the first step not saved yet, or the review when all are. An
 * application sent back for changes opens on the review, where the admin's reason and every step are shown.
 */
export function resumeStep(application: TutorApplication | null): WizardStep {
  return wizardSteps.find((step) => !isStepComplete(application, step)) ?? 'review';
}

/** The step an `APPLICATION_INCOMPLETE` item (`details.missing`: `biodata`, `teaching`, `ktp`, `ijazah`) is about. */
export function stepOfMissing(item: string): WizardStep | undefined {
  if (item === 'biodata') return 'biodata';
  if (item === 'teaching') return 'teaching';
  if (item === 'ktp' || item === 'ijazah' || item === 'sertifikat') return 'documents';
  return undefined;
}

/** The missing items by step, in step order; an item the web does not know is kept under the review. */
export function missingBySteps(missing: readonly string[]): Partial<Record<WizardStep, string[]>> {
  const byStep: Partial<Record<WizardStep, string[]>> = {};
  for (const item of missing) {
    const step = stepOfMissing(item) ?? 'review';
    (byStep[step] ??= []).push(item);
  }
  return byStep;
}
