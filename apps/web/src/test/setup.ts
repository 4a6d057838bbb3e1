import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'id') await i18n.changeLanguage('id');
});
