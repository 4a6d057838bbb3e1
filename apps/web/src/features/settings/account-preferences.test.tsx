import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, setLanguage } from '../../i18n';
import { viewerTimeZone } from '../../lib/viewer-time';
import { renderWithSession, testUser } from '../../test/app-session';

beforeAll(() => loadLanguage('en', i18n));

afterEach(async () => {
  await setLanguage('id', i18n, false);
});

describe('account preferences', () => {
  it('applies the account’s language and zone at sign-in, and forgets the zone at sign-out', async () => {
    const { auth, api } = await renderWithSession(<p>Scola</p>, {
      signedIn: true,
      user: testUser({ locale: 'en', timeZone: 'Asia/Makassar' }),
    });
    await waitFor(() => expect(i18n.language).toBe('en'), { timeout: 5000 });
    expect(document.documentElement.lang).toBe('en');
    expect(viewerTimeZone()).toBe('Asia/Makassar');
    // Applying the account's own language is not a change to remember.
    expect(api.callsTo('PATCH', '/api/akun/pengaturan')).toHaveLength(0);

    auth.logout();
    await waitFor(() => expect(viewerTimeZone()).not.toBe('Asia/Makassar'));
  });
});
