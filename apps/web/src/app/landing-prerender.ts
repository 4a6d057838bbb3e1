/**
 * The landing page's markup is prerendered into `index.html` at build time and shown before any script runs
 * (`build/prerender-landing.ts`, ADR 0056). The app renders its own landing page hidden beside it; once that has
 * mounted, the prerendered copy goes (same markup, so nothing moves) and the live one shows.
 */
const PRERENDER_ID = 'landing-prerender';
const PRERENDERED_CLASS = 'landing-prerendered';

export function releaseLandingPrerender(): void {
  document.getElementById(PRERENDER_ID)?.remove();
  document.documentElement.classList.remove(PRERENDERED_CLASS);
}

/** Whether `index.html`'s chooser showed the prerendered landing page (the landing address, no stored session). */
export function landingPrerenderShown(): boolean {
  return document.documentElement.classList.contains(PRERENDERED_CLASS);
}
