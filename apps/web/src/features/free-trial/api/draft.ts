import { freeTrialRequestBodySchema, type FreeTrialRequestBody } from '@scola/contracts';
import type { FreeTrialValues } from '../components/free-trial-form';

/**
 * A visitor's filled-in request, kept in this tab's session storage while they create an account or sign in
 * (possibly on another page), then sent once they are signed in.
 */
const DRAFT_KEY = 'scola.freeTrialDraft';

export interface FreeTrialDraft {
  body: FreeTrialRequestBody;
  values: FreeTrialValues;
}

export function loadFreeTrialDraft(): FreeTrialDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as { body?: unknown; values?: FreeTrialValues };
    const body = freeTrialRequestBodySchema.safeParse(draft.body);
    return body.success && draft.values ? { body: body.data, values: draft.values } : null;
  } catch {
    return null;
  }
}

export function saveFreeTrialDraft(draft: FreeTrialDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the visitor fills the form in again after signing in.
  }
}

export function clearFreeTrialDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
