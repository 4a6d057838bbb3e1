import { freeTrialRequestBodySchema, type FreeTrialRequestBody } from '@scola/contracts';
import type { FreeTrialValues } from '../components/free-trial-form';

/**
 * A visitor's filled-in request, kept on this device (local storage) while they create an account or sign in,
 * then sent once they are signed in. Not the tab's session storage: a new account is signed in by the activation
 * link of its e-mail, which usually opens in another tab. (When the session reaches several tabs at once, each may
 * send it: the API accepts one request per student and refuses the others with FREE_TRIAL_ALREADY_REQUESTED, which
 * the page shows as the student's request.)
 */
const DRAFT_KEY = 'scola.freeTrialDraft';

export interface FreeTrialDraft {
  body: FreeTrialRequestBody;
  values: FreeTrialValues;
}

export function loadFreeTrialDraft(): FreeTrialDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
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
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the visitor fills the form in again after signing in.
  }
}

export function clearFreeTrialDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
