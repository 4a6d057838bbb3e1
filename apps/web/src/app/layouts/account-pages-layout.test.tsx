import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/app-session';

/** Lazy layouts and pages load on first use; generous under a busy parallel test run. */
const SLOW = 5000;

const as = (scope: ('student' | 'tutor' | 'admin')[]) => ({ signedIn: true, user: testUser({ scope }) });

describe('account pages open in the account’s own workspace', () => {
  it.each([
    [['tutor'], 'frontend-tutor'],
    [['admin'], 'admin'],
    [['tutor', 'admin'], 'admin'],
    [['student'], 'frontend-student'],
    [['student', 'tutor'], 'frontend-student'],
  ] as const)(
    '%j: Profil and Ganti kata sandi in the %s layout',
    async (scope, layout) => {
      for (const [path, heading] of [
        ['/beranda/profil', /Profil/],
        ['/beranda/password', /kata sandi/i],
      ] as const) {
        await renderApp(path, as([...scope]));
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: SLOW });
        expect(document.querySelector(`[data-layout="${layout}"] main`)).not.toBeNull();
        expect(document.querySelectorAll('[data-layout]')).toHaveLength(1);
        cleanup();
      }
    },
    30_000,
  );
});
