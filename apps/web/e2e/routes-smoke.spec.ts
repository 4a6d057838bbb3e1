import { readdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { fillPath, layoutNames, type RouteEntry, routeTable } from '../src/config/route-table';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, type DemoRole, signedInState } from './support/session';

/**
 * The sample id of the detail pages (`/kelas/<SAMPLE_ID>`…) is unknown to the API: those pages show their own "not
 * found" state after a 404 answer, which Chromium also logs as a failed resource. That line is expected here.
 */
const unexpected = (errors: readonly string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error));

// Every route of the spec opens inside its layout, with no console error and no 404 page, for a visitor who may
// see it: signed-out visitors for public and guest pages, the student for the student's pages, the tutor for the
// tutor workspace, the admin for the admin area (the guard is live; other visitors are redirected).

type Visitor = 'visitor' | DemoRole;

/** An article of the content database (ADR 0052): an unknown slug is the 404 page, as it should be. */
const inspireSlug = readdirSync(new URL('../content/inspire/', import.meta.url))[0]?.replace(
  /\.(id|en)\.md$/,
  '',
);

/** The address a page is opened at: the sample id, or a real article for `:slug`. */
const samplePath = (entry: RouteEntry) => fillPath(entry.path.replace(':slug', inspireSlug ?? ':slug'));

function visitorOf(entry: RouteEntry): Visitor {
  if (entry.auth !== true) return 'visitor';
  return entry.scope ?? 'student';
}

async function pageFor(browser: Browser, baseURL: string, visitor: Visitor): Promise<Page> {
  if (visitor === 'visitor') return (await browser.newContext({ baseURL })).newPage();
  const context = await browser.newContext({ baseURL });
  const session = await apiSignIn(context.request, DEMO[visitor].email, DEMO_PASSWORD);
  await context.close();
  return (await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) })).newPage();
}

function groupByVisitor(entries: readonly RouteEntry[]): Map<Visitor, RouteEntry[]> {
  const groups = new Map<Visitor, RouteEntry[]>();
  for (const entry of entries) groups.set(visitorOf(entry), [...(groups.get(visitorOf(entry)) ?? []), entry]);
  return groups;
}

for (const layout of layoutNames) {
  const routes = routeTable.filter((entry) => entry.layout === layout);
  if (routes.length === 0) continue;

  test(`routes under the "${layout}" layout render in it`, async ({ browser, baseURL }) => {
    // One test walks every page of the layout; the built pages load their data (2 cores shared in CI).
    test.setTimeout(90_000);
    for (const [visitor, entries] of groupByVisitor(routes)) {
      const page = await pageFor(browser, baseURL ?? '', visitor);
      const errors = collectPageErrors(page);
      for (const entry of entries) {
        const path = samplePath(entry);
        await test.step(`${path} (${visitor})`, async () => {
          await page.goto(`/#${path}`);
          // The first page of a context loads the app, the layout and the page's chunks: slow on 2 busy cores.
          await expect(page.locator(`[data-layout="${layout}"]`), path).toBeVisible({ timeout: 15_000 });
          await expect(page.locator('main#main'), path).toBeVisible();
          await expect(page.getByText('This page could not be found')).toHaveCount(0);
          await expect(page.getByText('Halaman ini tidak dapat ditemukan')).toHaveCount(0);
          const planned = page.locator('[data-planned-page]');
          await expect(planned, path).toHaveCount(entry.planned ? 1 : 0);
          await expect(page).toHaveTitle(/Scola/);
        });
      }
      expect(unexpected(errors), visitor).toEqual([]);
      await page.context().close();
    }
  });
}

test('optional ids may be left out', async ({ browser, baseURL }) => {
  // Several visitors' contexts, each loading its first page: as long as the layout checks above on a busy machine.
  test.setTimeout(90_000);
  const entries = routeTable.filter((candidate) => candidate.path.includes(':id?'));
  for (const [visitor, group] of groupByVisitor(entries)) {
    const page = await pageFor(browser, baseURL ?? '', visitor);
    const errors = collectPageErrors(page);
    for (const entry of group) {
      const path = fillPath(entry.path, null);
      await page.goto(`/#${path}`);
      await expect(page.locator(`[data-layout="${entry.layout}"]`), path).toBeVisible();
    }
    expect(errors, visitor).toEqual([]);
    await page.context().close();
  }
});
