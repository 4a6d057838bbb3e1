import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { SelectInput, type SelectInputProps } from './select-input';

/** One select of the bar: its name makes its id; the rest is `SelectInput`'s. */
export type AdminFilterSelect = Omit<SelectInputProps, 'id' | 'size' | 'sx'> & { name: string };

export interface AdminFilterBarProps {
  /** Accessible name of the search region ("Saring akun"). */
  label: string;
  searchLabel: string;
  query: string | undefined;
  onQuery: (query: string | undefined) => void;
  selects: readonly AdminFilterSelect[];
}

/**
 * The form above an admin list: a search field, then its selects (all applied on the server). On wide screens the
 * search takes two shares of the row and each select one; on phones they stack.
 */
export function AdminFilterBar({ label, searchLabel, query, onQuery, selects }: AdminFilterBarProps) {
  const id = useId();
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `2fr repeat(${selects.length}, minmax(0, 1fr))`,
        },
        mb: 2,
      }}
    >
      <TextField
        id={`${id}-q`}
        size="small"
        type="search"
        label={searchLabel}
        value={query ?? ''}
        onChange={(event) => onQuery(event.target.value || undefined)}
      />
      {selects.map(({ name, ...select }) => (
        <SelectInput key={name} id={`${id}-${name}`} {...select} />
      ))}
    </Box>
  );
}
