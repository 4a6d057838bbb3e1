import {
  schoolLevels,
  tutorTeachingSchema,
  type TutorApplication,
  type TutorTeaching,
} from '@scola/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { fieldText, schemaResolver, textFieldProps } from '../../../lib/form';
import { useSaveTeaching } from '../api/tutor-application';
import { teachingBodyOf, teachingValuesOf, type TeachingValues } from '../form-values';
import { EducationRows } from './education-rows';
import { ReferencePicker, type PickerOption } from './reference-picker';
import { StepActions } from './step-actions';

const v = (key: string) => `tutorOnboarding.validation.${key}`;

const resolver = schemaResolver<TeachingValues, TutorTeaching>(tutorTeachingSchema, {
  toInput: teachingBodyOf,
  messages: {
    expertiseIds: v('expertise'),
    subjectIds: v('subjects'),
    levels: v('levels'),
    education: (issue) => (issue.code === 'too_big' ? v('educationTooLong') : v('education')),
    experience: v('experienceTooLong'),
    hourlyRate: v('hourlyRate'),
  },
});

export interface TeachingOptions {
  expertise: PickerOption[];
  subjects: PickerOption[];
  loading: boolean;
}

/** Step 2: what the applicant teaches (the admin's lists), their education and experience, their hourly rate. */
export function TeachingStep({
  application,
  options,
  onSaved,
  onBack,
}: {
  application: TutorApplication | null;
  options: TeachingOptions;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTeaching();
  const form = useForm<TeachingValues, unknown, TutorTeaching>({
    resolver,
    defaultValues: teachingValuesOf(application),
  });
  const submit = form.handleSubmit(async (body) => {
    // A refusal shows above the form (`save.error`).
    await save.mutateAsync(body).then(onSaved, () => undefined);
  });
  const errors = form.formState.errors;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-step-form="teaching">
      <FormFailure error={save.error ?? undefined} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Controller
          control={form.control}
          name="expertiseIds"
          render={({ field }) => (
            <ReferencePicker
              id={`${id}-expertise`}
              label={t('tutorOnboarding.teaching.expertise')}
              hint={t('tutorOnboarding.teaching.expertiseHint')}
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
              label={t('tutorOnboarding.teaching.subjects')}
              hint={t('tutorOnboarding.teaching.subjectsHint')}
              options={options.subjects}
              loading={options.loading}
              value={field.value}
              onChange={field.onChange}
              error={fieldText(t, errors.subjectIds)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="levels"
          render={({ field }) => (
            <FormControl component="fieldset" error={errors.levels !== undefined}>
              <FormLabel component="legend">{t('tutorOnboarding.teaching.levels')}</FormLabel>
              <FormGroup row>
                {schoolLevels.map((level) => (
                  <FormControlLabel
                    key={level}
                    label={t(`catalogue.level.${level}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(level)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? schoolLevels.filter((item) => item === level || field.value.includes(item))
                              : field.value.filter((item) => item !== level),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.levels ? <FormHelperText>{fieldText(t, errors.levels)}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <EducationRows form={form} error={fieldText(t, errors.education)} />
        <TextField
          id={`${id}-experience`}
          label={t('tutorOnboarding.teaching.experience')}
          multiline
          minRows={3}
          {...textFieldProps(form, 'experience', t, t('tutorOnboarding.teaching.experienceHint'))}
        />
        <TextField
          id={`${id}-rate`}
          label={t('tutorOnboarding.teaching.hourlyRate')}
          inputMode="numeric"
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> } }}
          {...textFieldProps(form, 'hourlyRate', t, t('tutorOnboarding.teaching.hourlyRateHint'))}
        />
      </Box>
      <StepActions onBack={onBack} busy={form.formState.isSubmitting} />
    </Box>
  );
}
