import { mdiMagnify } from '@mdi/js';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';

/** How long typing pauses before the search is written to the URL (and asked of the API). */
export const SEARCH_DEBOUNCE_MS = 350;

export interface RoomFiltersProps {
  q: string | undefined;
  price: string | undefined;
  onChange: (patch: { q?: string | undefined; price?: string | undefined }) => void;
}

/**
 * The search and price filter of `/study-room`: the search is applied as the student types (after a short pause,
 * not on every key), the price filter at once; both live in the URL.
 */
export function RoomFilters({ q, price, onChange }: RoomFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q ?? '');
  const applied = useRef(q ?? '');
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  // The URL changed elsewhere (back button, "clear"): the field follows it.
  useEffect(() => {
    if ((q ?? '') !== applied.current) {
      applied.current = q ?? '';
      setText(q ?? '');
    }
  }, [q]);

  useEffect(() => {
    const next = text.trim();
    if (next === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = next;
      change.current({ q: next === '' ? undefined : next });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      data-study-room-filters=""
    >
      <Box
        component="form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        sx={{ flex: '1 1 260px', minWidth: 0 }}
      >
        <label htmlFor={id} style={visuallyHiddenStyle}>
          {t('studyRooms.list.search')}
        </label>
        <OutlinedInput
          id={id}
          type="search"
          fullWidth
          value={text}
          placeholder={t('studyRooms.list.search')}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ maxLength: 100, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} />
            </InputAdornment>
          }
          sx={{ bgcolor: 'background.paper', minHeight: 48 }}
        />
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={price ?? 'all'}
        onChange={(_event, value: string | null) => {
          if (value !== null) onChange({ price: value === 'all' ? undefined : value });
        }}
        aria-label={t('studyRooms.list.priceFilter')}
        sx={{ bgcolor: 'background.paper' }}
      >
        {(['all', 'free', 'paid'] as const).map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 2, minHeight: 48 }}>
            {t(`studyRooms.list.price.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
