import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from './mdi-icon';
import { TextInput, type TextInputProps } from './text-input';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment' | 'autoComplete'> & {
  /** `current-password` (sign-in) or `new-password` (sign-up, reset, change). */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (a toggle button: fixed label, its state in `aria-pressed`). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={t('form.showPassword')}
            aria-pressed={visible}
            title={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
          >
            <MdiIcon path={visible ? mdiEyeOffOutline : mdiEyeOutline} />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
