import { mdiMagnify } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeSx } from '../lib/sx';
import { MdiIcon } from './mdi-icon';
import { visuallyHiddenStyle } from './visually-hidden';

/** Suggestions for the field: combobox attributes for the input and the list shown under it. */
export interface FieldSuggestions {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  list: ReactNode;
}

/** A hook giving a field its suggestions for the current text (the catalogue search's `useSuggestionBox`). */
export type UseFieldSuggestions = (text: string) => FieldSuggestions;

const noSuggestions: FieldSuggestions = { inputProps: {}, list: null };
const useNoSuggestions: UseFieldSuggestions = () => noSuggestions;

export interface SearchBoxProps {
  /** Label of the field (read out; shown as its placeholder). */
  label: string;
  placeholder?: string;
  initialValue?: string;
  onSearch: (text: string) => void;
  maxLength?: number;
  size?: 'medium' | 'large';
  /** Colour of the button (`warning` = the yellow of the landing page's hero). */
  buttonColor?: 'primary' | 'warning';
  sx?: SxProps<Theme>;
  /** Suggestions under the field while typing (a constant per page: it is a hook). */
  useSuggestions?: UseFieldSuggestions;
}

/** A search form (`role="search"`): a labelled search field and its button; Enter submits. */
export function SearchBox({
  label,
  placeholder,
  initialValue = '',
  onSearch,
  maxLength = 100,
  size = 'medium',
  buttonColor = 'primary',
  sx,
  useSuggestions = useNoSuggestions,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialValue);
  const suggestions = useSuggestions(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={mergeSx({ display: 'flex', gap: 1, alignItems: 'stretch' }, sx)}
    >
      <label htmlFor={id} style={visuallyHiddenStyle}>
        {label}
      </label>
      {/* The suggestion list is placed under the field, over the content below. */}
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', minWidth: 0 }}>
        <OutlinedInput
          id={id}
          type="search"
          name="q"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ maxLength, enterKeyHint: 'search', ...suggestions.inputProps }}
          startAdornment={
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} />
            </InputAdornment>
          }
          sx={{ flex: 1, bgcolor: 'background.paper', minHeight: size === 'large' ? 56 : 48 }}
        />
        {suggestions.list}
      </Box>
      <Button
        type="submit"
        variant="contained"
        color={buttonColor}
        sx={{ px: { xs: 2, sm: 3 }, flexShrink: 0 }}
      >
        {t('catalogue.search.submit')}
      </Button>
    </Box>
  );
}
