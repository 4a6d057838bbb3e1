import Avatar from '@mui/material/Avatar';

/** Up to two initials of a name: "Budi Santoso" → "BS". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A person's photo, or their initials. Decorative: the name is always written next to it. */
export function PersonAvatar({
  name,
  photoUrl,
  size = 48,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: '#fff' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
