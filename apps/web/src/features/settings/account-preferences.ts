import type { AccountSettingsResponse, User } from '@scola/contracts';
import type { i18n as I18n } from 'i18next';
import type { Auth } from '../../auth';
import { currentLanguage, isLanguage, setLanguage } from '../../i18n';
import { setAccountTimeZone } from '../../lib/viewer-time';

/** Whether the runtime knows the zone (no contracts import here: this runs on the landing page, ADR 0011). */
function knownZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the signed-in account's language and time zone those of the app (at sign-in on any device, and whenever the
 * account changes, e.g. from another device), and remembers a language chosen while signed in (the header's switch
 * or `/pengaturan`) on the account. An account that never chose a language keeps the device's. Signed out, the
 * language in use stays and the browser's zone applies again. Returns the stop function.
 */
export function followAccountPreferences(auth: Auth<User>, instance: I18n): () => void {
  let appliedLocale: string | null = null;
  let appliedUserId: string | null = null;

  const apply = () => {
    const { loggedIn, user } = auth.getState();
    if (!loggedIn || !user) {
      appliedLocale = null;
      appliedUserId = null;
      setAccountTimeZone(null);
      return;
    }
    setAccountTimeZone(knownZone(user.timeZone) ? user.timeZone : null);
    if (!isLanguage(user.locale) || (user.locale === appliedLocale && user.id === appliedUserId)) return;
    appliedLocale = user.locale;
    appliedUserId = user.id;
    if (user.locale !== currentLanguage(instance))
      void setLanguage(user.locale, instance).catch(() => undefined);
  };

  const remember = (language: string) => {
    const { loggedIn, user } = auth.getState();
    if (!loggedIn || !user || !isLanguage(language) || language === user.locale) return;
    appliedLocale = language;
    auth
      .request<AccountSettingsResponse>('/akun/pengaturan', { method: 'PATCH', json: { locale: language } })
      .then((answer) => {
        const now = auth.getState().user;
        if (now?.id === user.id) auth.setUser({ ...now, ...answer.data });
      })
      // The language still applies on this device; the account keeps its old one (the next change tries again).
      .catch(() => undefined);
  };

  apply();
  const stopAuth = auth.subscribe(apply);
  instance.on('languageChanged', remember);
  return () => {
    stopAuth();
    instance.off('languageChanged', remember);
    setAccountTimeZone(null);
  };
}
