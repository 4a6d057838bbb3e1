import {
  mdiAccountCircleOutline,
  mdiAccountSchoolOutline,
  mdiCogOutline,
  mdiLockReset,
  mdiShieldAccountOutline,
  mdiHumanMaleBoard,
  mdiViewDashboardOutline,
} from '@mdi/js';
import type { User } from '@scola/contracts';
import { paths } from '../../config/paths';
import { homePath, roleAreas, type Role } from '../../config/role-areas';

export interface AccountLink {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: string;
  /** Set on the role switch's entries (accounts with several roles): the area it enters. */
  area?: Role;
}

const areaIcons: Readonly<Record<Role, string>> = {
  student: mdiAccountSchoolOutline,
  tutor: mdiHumanMaleBoard,
  admin: mdiShieldAccountOutline,
};

/**
 * The signed-in user's own pages. An account with one role gets "Beranda" (its role's home); an account with
 * several gets the role switch instead: one entry per area it may enter ("Ruang siswa", "Ruang tutor", "Admin"),
 * each to a built page (`config/role-areas.ts`).
 */
export function accountLinks(user: Pick<User, 'scope'>): AccountLink[] {
  const areas = roleAreas(user.scope);
  const home: AccountLink[] =
    areas.length > 1
      ? areas.map((area) => ({
          to: area.to,
          labelKey: area.labelKey,
          icon: areaIcons[area.role],
          area: area.role,
        }))
      : [{ to: homePath(user.scope), labelKey: 'nav.dashboard', icon: mdiViewDashboardOutline }];
  return [
    ...home,
    { to: paths.profile(), labelKey: 'nav.profile', icon: mdiAccountCircleOutline },
    { to: paths.changePassword(), labelKey: 'nav.password', icon: mdiLockReset },
    { to: paths.settings(), labelKey: 'nav.settings', icon: mdiCogOutline },
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
