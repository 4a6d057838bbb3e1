import { profileUpdateBodySchema, type ProfileUpdateBody, type User } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { refusedFields } from '../../../lib/api-errors';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';
import '../../../lib/validation-values';
import { useUpdateProfile } from '../api/account';
import { gradesOf, profileBodyOf, profileValuesOf, schoolLevels, type ProfileValues } from './profile-values';

const resolver = schemaResolver<ProfileValues, ProfileUpdateBody>(profileUpdateBodySchema, {
  toInput: profileBodyOf,
  messages: {
    name: byLength('validation.nameTooLong', 'validation.nameRequired'),
    phone: 'validation.phone',
    photoUrl: byLength('validation.photoUrlTooLong', 'validation.photoUrl'),
    schoolLevel: 'validation.invalid',
    grade: 'validation.grade',
    city: byLength('validation.cityTooLong', 'validation.invalid'),
  },
});

const profileFields = ['name', 'phone', 'photoUrl', 'schoolLevel', 'grade', 'city'] as const;

/** The update-biodata form (spec widget): name, phone, photo URL, school level and grade, city. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileValues, unknown, ProfileUpdateBody>({
    resolver,
    defaultValues: profileValuesOf(user),
  });
  const level = useWatch({ control: form.control, name: 'schoolLevel' });
  const grades = gradesOf(level);

  // A grade that does not belong to the newly chosen level is cleared (SD 1–6, SMP 7–9, SMA 10–12, else none).
  useEffect(() => {
    const grade = form.getValues('grade');
    if (grade !== '' && !gradesOf(level).includes(Number(grade))) form.setValue('grade', '');
  }, [form, level]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await update.mutateAsync(body);
      form.reset(profileValuesOf(answer.data));
      setSaved(true);
    } catch (error) {
      for (const field of refusedFields(error)) {
        if ((profileFields as readonly string[]).includes(field)) {
          form.setError(field as (typeof profileFields)[number], {
            type: 'server',
            message: 'validation.invalid',
          });
        }
      }
    }
  });

  const gradeHint =
    level === ''
      ? t('profile.gradeChooseLevel')
      : grades.length === 0
        ? t('profile.gradeNotUsed')
        : undefined;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-profile-form="">
      <FormFailure error={update.error ?? undefined} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={`${id}-name`}
          label={t('profile.name')}
          autoComplete="name"
          {...textFieldProps(form, 'name', t)}
        />
        <TextField
          id={`${id}-email`}
          label={t('profile.email')}
          value={user.email}
          disabled
          helperText={t('profile.emailHint')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...textFieldProps(form, 'phone', t, t('profile.phoneHint'))}
        />
        <TextField
          id={`${id}-city`}
          label={t('profile.city')}
          autoComplete="address-level2"
          {...textFieldProps(form, 'city', t)}
        />
        <TextField
          id={`${id}-photo`}
          label={t('profile.photoUrl')}
          type="url"
          inputMode="url"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...textFieldProps(form, 'photoUrl', t, t('profile.photoUrlHint'))}
        />
        <TextField
          id={`${id}-level`}
          select
          label={t('profile.schoolLevel')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...textFieldProps(form, 'schoolLevel', t)}
        >
          <option value="">{t('profile.schoolLevelNone')}</option>
          {schoolLevels.map((value) => (
            <option key={value} value={value}>
              {t(`catalogue.level.${value}`)}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-grade`}
          select
          label={t('profile.grade')}
          disabled={grades.length === 0}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...textFieldProps(form, 'grade', t, gradeHint)}
        >
          <option value="">{t('profile.gradeNone')}</option>
          {grades.map((grade) => (
            <option key={grade} value={String(grade)}>
              {t('profile.gradeOption', { grade })}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('profile.submit')}
        </Button>
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={6000}
        onClose={() => setSaved(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)} role="status">
          {t('profile.saved')}
        </Alert>
      </Snackbar>
    </Box>
  );
}
