import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';
// Loaded lazily by the app (with the first page built with MUI, ADR 0011): imported here once per test file so
// that its first import is not timed inside a test.
import '../app/theme-scope';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'id') await i18n.changeLanguage('id');
});
