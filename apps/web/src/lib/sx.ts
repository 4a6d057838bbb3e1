import type { SxProps, Theme } from '@mui/material/styles';

/** Merges `sx` values (objects, functions or arrays of them) into one `sx` array, as MUI recommends. */
export function mergeSx(...parts: ReadonlyArray<SxProps<Theme> | undefined>): SxProps<Theme> {
  const items: unknown[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    if (Array.isArray(part)) items.push(...(part as readonly unknown[]));
    else items.push(part);
  }
  return items as SxProps<Theme>;
}
