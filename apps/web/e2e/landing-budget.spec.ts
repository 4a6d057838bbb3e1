import { expect, test } from '@playwright/test';
import { LANDING_JS_BUDGET_KB, landingScripts, totalKb } from './support/landing-scripts';

// DESIGN.md §8, ADR 0057: the budget is checked on every `npm test`, on the build it tests, the way the browser
// loads the page (what the bundler splits and what the page imports at once); `npm run bench:bundle` prints the
// same figure. Bytes, not time: the machine's load does not change it.
test('the landing page loads at most 160 KB gzip of JavaScript before it is idle', async ({ page }) => {
  const scripts = await landingScripts(page, '/');
  const listing = scripts.map((script) => `${script.gzipKb.toFixed(1).padStart(6)} KB  ${script.file}`);
  const total = totalKb(scripts);
  test.info().annotations.push({ type: 'landing JavaScript', description: `${total.toFixed(1)} KB gzip` });
  // The list names what grew when the budget is exceeded.
  expect(
    total,
    `${total.toFixed(1)} KB gzip in ${scripts.length} files:\n${listing.join('\n')}`,
  ).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  // The app did start on that JavaScript: its own landing page replaced the prerendered copy.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Belajar apa saja bersama tutor terbaik' }),
  ).toBeVisible();
  await expect(page.locator('#landing-prerender')).toHaveCount(0);
});
