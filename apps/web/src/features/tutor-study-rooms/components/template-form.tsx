import {
  schoolLevels,
  STUDY_ROOM_MAX_CAPACITY,
  STUDY_ROOM_MAX_MINUTES,
  STUDY_ROOM_MIN_MINUTES,
  type StudyRoomTemplate,
  type Subject,
} from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { subjectLabel } from '../../../lib/format';
import { DiscussionEditor } from '../../class-discussions';
import { useSaveStudyRoomTemplate } from '../api/templates';
import {
  emptyTemplateValues,
  gradesOf,
  type TemplateField,
  type TemplateFormValues,
  templateInputOf,
  valuesOfTemplate,
} from './template-form-values';

export interface TemplateFormProps {
  /** The master being edited; none creates one. */
  template?: StudyRoomTemplate | undefined;
  subjects: readonly Subject[];
  onSaved: (template: StudyRoomTemplate) => void;
  /** Extra buttons beside the submit one. */
  extra?: ReactNode;
}

/**
 * A master's fields: subject (grouped by level) and a grade of that level, title, the description with formulas,
 * duration, capacity, free or paid with its price. Checked here with the contract; the API checks again.
 */
export function TemplateForm({ template, subjects, onSaved, extra }: TemplateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveStudyRoomTemplate();
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? valuesOfTemplate(template) : emptyTemplateValues,
  );
  const [checked, setChecked] = useState(false);
  const level = subjects.find((subject) => subject.id === values.subjectId)?.level;
  const { input, invalid } = templateInputOf(values, level);
  const grades = gradesOf(level);
  const set = (next: Partial<TemplateFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    save.reset();
  };
  const bad = (field: TemplateField) => checked && invalid.has(field);
  const message = (field: TemplateField) =>
    bad(field) ? t(`tutorStudyRooms.form.errors.${field}`) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!input) return;
    save.mutate({ id: template?.id ?? null, input }, { onSuccess: onSaved });
  };
  const levels = schoolLevels.filter((item) => subjects.some((subject) => subject.level === item));

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          id={`${id}-subject`}
          select
          label={t('tutorStudyRooms.form.subject')}
          value={values.subjectId}
          onChange={(event) => {
            const next = subjects.find((subject) => subject.id === event.target.value);
            // A grade of the former level does not fit the new one.
            const keep = next && gradesOf(next.level).includes(Number(values.grade));
            set({ subjectId: event.target.value, grade: keep ? values.grade : '' });
          }}
          required
          error={bad('subjectId')}
          helperText={message('subjectId')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('tutorStudyRooms.form.subjectPick')}</option>
          {levels.map((item) => (
            <optgroup key={item} label={item}>
              {subjects
                .filter((subject) => subject.level === item)
                .map((subject) => (
                  <option key={subject.id} value={subject.id}>
                    {subjectLabel(subject.name, subject.level)}
                  </option>
                ))}
            </optgroup>
          ))}
        </TextField>
        <TextField
          id={`${id}-grade`}
          select
          label={t('tutorStudyRooms.form.grade')}
          value={values.grade}
          onChange={(event) => set({ grade: event.target.value })}
          disabled={grades.length === 0}
          error={bad('grade')}
          helperText={
            message('grade') ??
            (level && grades.length === 0 ? t('tutorStudyRooms.form.noGrade', { level }) : undefined)
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('tutorStudyRooms.form.allGrades')}</option>
          {grades.map((grade) => (
            <option key={grade} value={String(grade)}>
              {t('tutorStudyRooms.gradeLabel', { grade })}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        id={`${id}-title`}
        label={t('tutorStudyRooms.form.title')}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
        required
        error={bad('title')}
        helperText={message('title') ?? t('tutorStudyRooms.form.titleHint')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <DiscussionEditor
        id={`${id}-description`}
        label={t('tutorStudyRooms.form.description')}
        initial={template?.description ?? null}
        onChange={(description) => set({ description })}
        error={message('description')}
        hint={t('tutorStudyRooms.form.descriptionHint')}
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          id={`${id}-duration`}
          type="number"
          label={t('tutorStudyRooms.form.duration')}
          value={values.duration}
          onChange={(event) => set({ duration: event.target.value })}
          required
          error={bad('duration')}
          helperText={message('duration')}
          slotProps={{
            htmlInput: { min: STUDY_ROOM_MIN_MINUTES, max: STUDY_ROOM_MAX_MINUTES, step: 15 },
            input: {
              endAdornment: <InputAdornment position="end">{t('tutorStudyRooms.minutes')}</InputAdornment>,
            },
          }}
        />
        <TextField
          id={`${id}-capacity`}
          type="number"
          label={t('tutorStudyRooms.form.capacity')}
          value={values.capacity}
          onChange={(event) => set({ capacity: event.target.value })}
          required
          error={bad('capacity')}
          helperText={message('capacity') ?? t('tutorStudyRooms.form.capacityHint')}
          slotProps={{ htmlInput: { min: 1, max: STUDY_ROOM_MAX_CAPACITY } }}
        />
        <FormControlLabel
          control={<Switch checked={values.paid} onChange={(event) => set({ paid: event.target.checked })} />}
          label={t(values.paid ? 'tutorStudyRooms.form.paid' : 'tutorStudyRooms.form.free')}
        />
        {values.paid ? (
          <TextField
            id={`${id}-price`}
            label={t('tutorStudyRooms.form.price')}
            value={values.price}
            onChange={(event) => set({ price: event.target.value })}
            required
            error={bad('price')}
            helperText={message('price') ?? t('tutorStudyRooms.form.priceHint')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
            }}
          />
        ) : null}
      </Box>
      <FormFailure error={save.error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          {t(template ? 'tutorStudyRooms.form.saveChanges' : 'tutorStudyRooms.form.create')}
        </Button>
        {extra}
      </Box>
    </Box>
  );
}
