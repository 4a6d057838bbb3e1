import {
  dayParts,
  freeTrialRequestBodySchema,
  MAX_FREE_TRIAL_NOTE_LENGTH,
  schoolLevels,
  weekdays,
  type DayPart,
  type FreeTrialRequestBody,
  type SchoolLevel,
  type Subject,
  type Weekday,
} from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { byLength, fieldText, schemaResolver, textFieldProps } from '../../../lib/form';
import { subjectLabel } from '../../../lib/format';
import '../../../lib/validation-values';

/** The form's own values (selects hold strings; '' = not chosen). */
export interface FreeTrialValues {
  level: SchoolLevel | '';
  subjectId: string;
  preferredDays: Weekday[];
  preferredTimes: DayPart[];
  note: string;
}

export const emptyFreeTrialValues: FreeTrialValues = {
  level: '',
  subjectId: '',
  preferredDays: [],
  preferredTimes: [],
  note: '',
};

const resolver = schemaResolver<FreeTrialValues, FreeTrialRequestBody>(freeTrialRequestBodySchema, {
  messages: {
    level: 'freeTrial.validation.level',
    subjectId: 'freeTrial.validation.subject',
    preferredDays: 'freeTrial.validation.days',
    preferredTimes: 'freeTrial.validation.times',
    note: byLength('freeTrial.validation.noteTooLong', 'validation.invalid'),
  },
});

function CheckboxGroup<T extends string>({
  control,
  name,
  legend,
  options,
  labelOf,
  error,
}: {
  control: Control<FreeTrialValues, unknown, FreeTrialRequestBody>;
  name: 'preferredDays' | 'preferredTimes';
  legend: string;
  options: readonly T[];
  labelOf: (value: T) => ReactNode;
  error?: string;
}) {
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined} data-field={name}>
      <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const chosen = field.value as string[];
          return (
            <FormGroup row aria-describedby={error ? helperId : undefined} sx={{ columnGap: 1 }}>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option}
                  label={labelOf(option)}
                  control={
                    <Checkbox
                      checked={chosen.includes(option)}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? options.filter((value) => value === option || chosen.includes(value))
                            : chosen.filter((value) => value !== option),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          );
        }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

export interface FreeTrialFormProps {
  /** The subjects to choose from (the reference list). */
  subjects: readonly Subject[];
  initialValues?: FreeTrialValues;
  submitLabel: string;
  /** Valid values: send them (or keep them until the visitor has an account). */
  onValid: (body: FreeTrialRequestBody, values: FreeTrialValues) => Promise<void> | void;
  /** What went wrong with the last attempt (a `FormFailure`). */
  failure?: ReactNode;
}

/**
 * The free trial request: the level and subject, the days and parts of the day that suit the student, and a
 * note. Validated with the contracts' schema; every message in the active language.
 */
export function FreeTrialForm({
  subjects,
  initialValues,
  submitLabel,
  onValid,
  failure,
}: FreeTrialFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<FreeTrialValues, unknown, FreeTrialRequestBody>({
    resolver,
    defaultValues: initialValues ?? emptyFreeTrialValues,
  });
  const level = useWatch({ control: form.control, name: 'level' });
  const shown = subjects
    .filter((subject) => level === '' || subject.level === level)
    .sort(
      (a, b) => schoolLevels.indexOf(a.level) - schoolLevels.indexOf(b.level) || a.name.localeCompare(b.name),
    );
  const groups = [...new Set(shown.map((subject) => subject.level))];
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    await onValid(body, form.getValues());
  });

  const subjectField = form.register('subjectId', {
    onChange: (event: { target: { value: string } }) => {
      const subject = subjects.find((item) => item.id === event.target.value);
      if (subject && form.getValues('level') === '') form.setValue('level', subject.level);
    },
  });
  const levelField = form.register('level', {
    onChange: (event: { target: { value: string } }) => {
      const subject = subjects.find((item) => item.id === form.getValues('subjectId'));
      if (subject && subject.level !== event.target.value) form.setValue('subjectId', '');
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-free-trial-form=""
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {failure}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          id={`${id}-level`}
          label={t('freeTrial.fields.level')}
          select
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          name={levelField.name}
          inputRef={levelField.ref}
          onChange={(event) => void levelField.onChange(event)}
          onBlur={(event) => void levelField.onBlur(event)}
          error={errors.level !== undefined}
          helperText={fieldText(t, errors.level)}
        >
          <option value="">{t('freeTrial.fields.choose')}</option>
          {schoolLevels.map((value) => (
            <option key={value} value={value}>
              {t(`catalogue.level.${value}`)}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-subject`}
          label={t('freeTrial.fields.subject')}
          select
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          name={subjectField.name}
          inputRef={subjectField.ref}
          onChange={(event) => void subjectField.onChange(event)}
          onBlur={(event) => void subjectField.onBlur(event)}
          error={errors.subjectId !== undefined}
          helperText={fieldText(t, errors.subjectId)}
        >
          <option value="">{t('freeTrial.fields.choose')}</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {shown
                .filter((subject) => subject.level === group)
                .map((subject) => (
                  <option key={subject.id} value={subject.id}>
                    {subjectLabel(subject.name, subject.level)}
                  </option>
                ))}
            </optgroup>
          ))}
        </TextField>
      </Box>
      <CheckboxGroup
        control={form.control}
        name="preferredDays"
        legend={t('freeTrial.fields.days')}
        options={weekdays}
        labelOf={(day) => t(`freeTrial.days.${day}`)}
        error={fieldText(t, errors.preferredDays)}
      />
      <CheckboxGroup
        control={form.control}
        name="preferredTimes"
        legend={t('freeTrial.fields.times')}
        options={dayParts}
        labelOf={(part) => t(`freeTrial.times.${part}`)}
        error={fieldText(t, errors.preferredTimes)}
      />
      <TextField
        id={`${id}-note`}
        label={t('freeTrial.fields.note')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_FREE_TRIAL_NOTE_LENGTH } }}
        {...textFieldProps(form, 'note', t, t('freeTrial.fields.noteHint'))}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
