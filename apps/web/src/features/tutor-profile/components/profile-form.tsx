import {
  type TutorOwnProfile,
  type TutorProfileInputParsed,
  tutorProfileInputSchema,
  tutorTimeZones,
} from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { SelectInput } from '../../../components/select-input';
import { byLength, fieldText, schemaResolver, textFieldProps } from '../../../lib/form';
import { ReferencePicker, useTeachingOptions } from '../../tutor-onboarding';
import { useSaveTutorProfile } from '../api/tutor-profile';
import { profileBodyOf, profileValuesOf, type ProfileValues } from './profile-form-values';

const v = (key: string) => `tutorProfile.validation.${key}`;

export const profileResolver = schemaResolver<ProfileValues, TutorProfileInputParsed>(
  tutorProfileInputSchema,
  {
    toInput: profileBodyOf,
    messages: {
      displayName: v('displayName'),
      headline: v('headline'),
      bio: v('bio'),
      education: byLength(v('educationTooLong'), v('education')),
      experience: v('experienceTooLong'),
      expertiseIds: v('expertise'),
      subjectIds: v('subjects'),
      city: v('city'),
      location: v('location'),
      hourlyRate: v('hourlyRate'),
    },
  },
);

export type ProfileForm = UseFormReturn<ProfileValues, unknown, TutorProfileInputParsed>;

/** The fields of `/tutor/profil`: who the tutor is, what they teach, where, their bimbel rate and time zone. */
export function ProfileFormFields({ form, profile }: { form: ProfileForm; profile: TutorOwnProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTutorProfile();
  const { options } = useTeachingOptions();
  const [saved, setSaved] = useState(false);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    // A refusal shows above the form (`save.error`).
    await save.mutateAsync(body).then(
      (next) => {
        // The stored values (the bio as sanitised) become the form's new starting point.
        form.reset(profileValuesOf(next));
        setSaved(true);
      },
      () => undefined,
    );
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('tutorProfile.formLabel')}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormFailure error={save.error ?? undefined} />
      <TextField
        id={`${id}-name`}
        label={t('tutorProfile.displayName')}
        required
        {...textFieldProps(form, 'displayName', t)}
      />
      <TextField
        id={`${id}-headline`}
        label={t('tutorProfile.headline')}
        required
        {...textFieldProps(form, 'headline', t, t('tutorProfile.headlineHint'))}
      />
      <Controller
        control={form.control}
        name="bio"
        render={({ field }) => (
          <RichTextEditor
            id={`${id}-bio`}
            label={t('tutorProfile.bio')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            helperText={t('tutorProfile.bioHint')}
            error={fieldText(t, errors.bio)}
          />
        )}
      />
      <TextField
        id={`${id}-education`}
        label={t('tutorProfile.education')}
        required
        multiline
        minRows={2}
        {...textFieldProps(form, 'education', t, t('tutorProfile.educationHint'))}
      />
      <TextField
        id={`${id}-experience`}
        label={t('tutorProfile.experience')}
        multiline
        minRows={2}
        {...textFieldProps(form, 'experience', t)}
      />
      <Controller
        control={form.control}
        name="expertiseIds"
        render={({ field }) => (
          <ReferencePicker
            id={`${id}-expertise`}
            label={t('tutorProfile.expertise')}
            options={options.expertise}
            loading={options.loading}
            value={field.value}
            onChange={field.onChange}
            error={fieldText(t, errors.expertiseIds)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="subjectIds"
        render={({ field }) => (
          <ReferencePicker
            id={`${id}-subjects`}
            label={t('tutorProfile.subjects')}
            hint={t('tutorProfile.subjectsHint')}
            options={options.subjects}
            loading={options.loading}
            value={field.value}
            onChange={field.onChange}
            error={fieldText(t, errors.subjectIds)}
          />
        )}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('tutorProfile.whereTitle')}
        </Typography>
        <TextField id={`${id}-city`} label={t('tutorProfile.city')} {...textFieldProps(form, 'city', t)} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id={`${id}-latitude`}
            label={t('tutorProfile.latitude')}
            inputMode="decimal"
            error={errors.location !== undefined}
            {...form.register('latitude')}
          />
          <TextField
            id={`${id}-longitude`}
            label={t('tutorProfile.longitude')}
            inputMode="decimal"
            error={errors.location !== undefined}
            {...form.register('longitude')}
          />
        </Box>
        <FormHelperText error={errors.location !== undefined} sx={{ mt: -1 }}>
          {fieldText(t, errors.location) ?? t('tutorProfile.locationHint')}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={`${id}-rate`}
          label={t('tutorProfile.hourlyRate')}
          inputMode="numeric"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> } }}
          {...textFieldProps(form, 'hourlyRate', t, t('tutorProfile.hourlyRateHint'))}
        />
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <SelectInput
              id={`${id}-zone`}
              size="medium"
              label={t('tutorProfile.timeZone')}
              value={field.value}
              options={tutorTimeZones.map((zone) => ({
                value: zone,
                label: t(`tutorProfile.zones.${zone}`),
              }))}
              onChange={field.onChange}
            />
          )}
        />
      </Box>
      {saved && !form.formState.isDirty ? (
        <Alert severity="success" role="status">
          {profile.verifiedAt ? t('tutorProfile.saved') : t('tutorProfile.savedPrivate')}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('tutorProfile.save')}
        </Button>
      </Box>
    </Box>
  );
}
