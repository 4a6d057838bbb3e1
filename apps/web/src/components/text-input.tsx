import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';

export interface TextInputProps {
  id: string;
  label: string;
  name?: string;
  type?: string;
  value?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text input with its label and hint/error text, like MUI's `TextField` but without its `select`
 * variant (which pulls menus and popovers into the bundle): the sign-in form on the landing page uses it.
 */
export function TextInput({
  id,
  label,
  error = false,
  helperText,
  disabled,
  fullWidth,
  margin,
  endAdornment,
  inputRef,
  sx,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
      sx={sx}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={helperId}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
