import {
  type LiveClassKind,
  MAX_BIMBLE_CAPACITY,
  MAX_CLASS_CAPACITY,
  type SchoolLevel,
  schoolLevels,
  type Subject,
  type TutorClass,
  type TutorClassCreate,
} from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';

const MAX_COVER_BYTES = 5 * 1024 * 1024;
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface InfoFormProps {
  initial?: TutorClass | undefined;
  /** The kind a new class starts with (the list it was created from). */
  kind: LiveClassKind;
  subjects: readonly Subject[];
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: TutorClassCreate, cover: File | undefined) => void;
  /** Extra buttons beside the submit one. */
  extra?: ReactNode;
}

interface Values {
  title: string;
  summary: string;
  level: SchoolLevel;
  subjectId: string;
  kind: LiveClassKind;
  capacity: string;
}

/**
 * The `informasi` step: title, summary, level then subject, kind, capacity (a bimble class at most 5), and a cover
 * image. The API checks everything again (and that the capacity stays above the seats taken).
 */
export function InfoForm(props: InfoFormProps) {
  const { t } = useTranslation();
  const { initial } = props;
  const [values, setValues] = useState<Values>(() => ({
    title: initial?.title ?? '',
    summary: initial?.summary ?? '',
    level: initial?.level ?? 'SMA',
    subjectId: initial?.subject.id ?? '',
    kind: initial?.kind ?? props.kind,
    capacity: String(initial?.capacity ?? (props.kind === 'bimble' ? 1 : 20)),
  }));
  const [cover, setCover] = useState<File | undefined>();
  const [coverError, setCoverError] = useState<string | undefined>();
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const subjects = props.subjects.filter((subject) => subject.level === values.level);
  const maxCapacity = values.kind === 'bimble' ? MAX_BIMBLE_CAPACITY : MAX_CLASS_CAPACITY;

  const pickCover = (file: File | undefined) => {
    setCover(undefined);
    setCoverError(undefined);
    if (!file) return;
    if (!COVER_TYPES.includes(file.type)) setCoverError(t('tutorClasses.form.coverType'));
    else if (file.size > MAX_COVER_BYTES) setCoverError(t('tutorClasses.form.coverTooLarge'));
    else setCover(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(
      {
        title: values.title.trim(),
        summary: values.summary.trim(),
        subjectId: values.subjectId,
        kind: values.kind,
        capacity: Number(values.capacity),
      },
      cover,
    );
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormFailure error={props.error ?? undefined} sx={{ mb: 0 }} />
      <TextField
        label={t('tutorClasses.form.title')}
        helperText={t('tutorClasses.form.titleHelp')}
        value={values.title}
        onChange={set('title')}
        required
        slotProps={{ htmlInput: { minLength: 5, maxLength: 160 } }}
      />
      <TextField
        label={t('tutorClasses.form.summary')}
        helperText={t('tutorClasses.form.summaryHelp')}
        value={values.summary}
        onChange={set('summary')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { minLength: 10, maxLength: 300 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          select
          label={t('tutorClasses.form.level')}
          value={values.level}
          onChange={set('level')}
          required
        >
          {schoolLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('tutorClasses.form.subject')}
          value={subjects.some((s) => s.id === values.subjectId) ? values.subjectId : ''}
          onChange={set('subjectId')}
          required
        >
          {subjects.map((subject) => (
            <MenuItem key={subject.id} value={subject.id}>
              {subject.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('tutorClasses.form.kind')}
          helperText={t(`tutorClasses.form.kindHelp.${values.kind}`)}
          value={values.kind}
          onChange={set('kind')}
          required
        >
          <MenuItem value="group">{t('tutorClasses.kind.group')}</MenuItem>
          <MenuItem value="bimble">{t('tutorClasses.kind.bimble')}</MenuItem>
        </TextField>
        <TextField
          type="number"
          label={t('tutorClasses.form.capacity')}
          helperText={t('tutorClasses.form.capacityHelp', {
            max: maxCapacity,
            taken: initial?.seatsTaken ?? 0,
          })}
          value={values.capacity}
          onChange={set('capacity')}
          required
          slotProps={{ htmlInput: { min: Math.max(1, initial?.seatsTaken ?? 0), max: maxCapacity, step: 1 } }}
        />
      </Box>
      <Box>
        <Button variant="outlined" component="label">
          {t('tutorClasses.form.cover')}
          <input
            hidden
            type="file"
            accept={COVER_TYPES.join(',')}
            aria-label={t('tutorClasses.form.cover')}
            onChange={(event) => pickCover(event.target.files?.[0])}
          />
        </Button>
        <Typography
          variant="body2"
          sx={{ mt: 1 }}
          color={coverError ? 'error' : 'text.secondary'}
          role={coverError ? 'alert' : undefined}
        >
          {coverError ?? cover?.name ?? t('tutorClasses.form.coverHelp')}
        </Typography>
        {initial?.coverUrl && !cover ? (
          <Box
            component="img"
            src={initial.coverUrl}
            alt={t('tutorClasses.form.coverAlt', { title: initial.title })}
            sx={{ mt: 1, maxWidth: 200, borderRadius: 1, display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={props.busy} disabled={Boolean(coverError)}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </Box>
    </Box>
  );
}
