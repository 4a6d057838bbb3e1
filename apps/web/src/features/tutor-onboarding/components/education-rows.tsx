import { mdiClose, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import type { TeachingValues } from '../form-values';

/** How many education rows an applicant may add (the API keeps them as one text of at most 2000 characters). */
const MAX_ROWS = 10;

/** The education history: one row per school or degree, added and removed freely (at least one row). */
export function EducationRows({
  form,
  error,
}: {
  form: UseFormReturn<TeachingValues, unknown, unknown>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useFieldArray({ control: form.control, name: 'education' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('tutorOnboarding.teaching.education')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('tutorOnboarding.teaching.educationHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.fields.map((row, index) => (
          <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id={`${id}-${index}`}
              fullWidth
              label={t('tutorOnboarding.teaching.educationRow', { number: index + 1 })}
              error={error !== undefined && index === 0}
              {...(({ ref, ...field }) => ({ ...field, inputRef: ref }))(
                form.register(`education.${index}.text`),
              )}
            />
            {rows.fields.length > 1 ? (
              <IconButton
                aria-label={t('tutorOnboarding.teaching.educationRemove', { number: index + 1 })}
                onClick={() => rows.remove(index)}
                sx={{ mt: 1 }}
              >
                <MdiIcon path={mdiClose} />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {rows.fields.length < MAX_ROWS ? (
        <Button
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => rows.append({ text: '' })}
          sx={{ mt: 1 }}
        >
          {t('tutorOnboarding.teaching.educationAdd')}
        </Button>
      ) : null}
    </Box>
  );
}
