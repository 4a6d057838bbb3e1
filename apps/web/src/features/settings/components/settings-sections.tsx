/** The settings of `/pengaturan` (language, time zone, notifications, sessions, Google): built in issue 15. */
export function SettingsSections() {
  return null;
}
