import Avatar from '@mui/material/Avatar';
import type { User } from '@scola/contracts';
import { initialsOf } from './account-links';

/** The user's photo, or their initials (also when the photo fails to load). Decorative: the name is said nearby. */
export function UserAvatar({ user, size = 32 }: { user: Pick<User, 'name' | 'photoUrl'>; size?: number }) {
  return (
    <Avatar
      src={user.photoUrl ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', color: '#fff' }}
    >
      {initialsOf(user.name)}
    </Avatar>
  );
}
