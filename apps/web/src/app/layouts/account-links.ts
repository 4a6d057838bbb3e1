import {
  mdiAccountCircleOutline,
  mdiLockReset,
  mdiShieldAccountOutline,
  mdiHumanMaleBoard,
  mdiViewDashboardOutline,
} from '@mdi/js';
import type { User } from '@scola/contracts';
import { paths } from '../../config/paths';

export interface AccountLink {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: string;
}

/** The signed-in user's own pages, plus the tutor workspace and the admin area when their scope has the role. */
export function accountLinks(user: Pick<User, 'scope'>): AccountLink[] {
  return [
    { to: paths.dashboard(), labelKey: 'nav.dashboard', icon: mdiViewDashboardOutline },
    { to: paths.profile(), labelKey: 'nav.profile', icon: mdiAccountCircleOutline },
    { to: paths.changePassword(), labelKey: 'nav.password', icon: mdiLockReset },
    ...(user.scope.includes('tutor')
      ? [{ to: paths.tutorDashboard(), labelKey: 'nav.tutorArea', icon: mdiHumanMaleBoard }]
      : []),
    ...(user.scope.includes('admin')
      ? [{ to: paths.adminHome(), labelKey: 'nav.adminArea', icon: mdiShieldAccountOutline }]
      : []),
  ];
}

/** Up to two initials of a name (`Siti Aminah` → `SA`), for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}
