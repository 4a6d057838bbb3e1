import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SchoolLevel, TutorSessionTiming } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import { type TutorOption, useTutorSearch } from '../api/admin-tutor-schedules';

/** What the filter form holds: a picked tutor, a subject id, Jakarta dates (`YYYY-MM-DD`) and the time. */
export interface ScheduleForm {
  tutor: TutorOption | null;
  subjectId: string;
  from: string;
  to: string;
  timing: TutorSessionTiming | 'semua';
}

export const emptyScheduleForm: ScheduleForm = {
  tutor: null,
  subjectId: '',
  from: '',
  to: '',
  timing: 'mendatang',
};

export interface ScheduleFiltersProps {
  form: ScheduleForm;
  subjects: readonly { id: string; name: string; level: SchoolLevel }[];
  onChange: (next: Partial<ScheduleForm>) => void;
}

/** The tutor picker: typing searches the tutor accounts on the server. */
function TutorPicker({
  value,
  onChange,
}: {
  value: TutorOption | null;
  onChange: (tutor: TutorOption | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const search = useTutorSearch(text);
  return (
    <Autocomplete
      id={id}
      size="small"
      value={value}
      options={search.data ?? []}
      loading={search.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => option.name}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, tutor) => onChange(tutor)}
      noOptionsText={t('adminTutorSchedules.noTutors')}
      loadingText={t('adminTutorSchedules.searchingTutors')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('adminTutorSchedules.tutor')}
          placeholder={t('adminTutorSchedules.tutorPlaceholder')}
        />
      )}
    />
  );
}

/** The form above the schedule: tutor, subject, date range (WIB days), upcoming/past. */
export function ScheduleFilters({ form, subjects, onChange }: ScheduleFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const badRange = form.from !== '' && form.to !== '' && form.to < form.from;
  return (
    <Box
      role="search"
      aria-label={t('adminTutorSchedules.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TutorPicker value={form.tutor} onChange={(tutor) => onChange({ tutor })} />
      <SelectInput
        id={`${id}-subject`}
        label={t('adminTutorSchedules.subject')}
        value={form.subjectId}
        emptyLabel={t('adminTutorSchedules.allSubjects')}
        options={subjects.map((subject) => ({
          value: subject.id,
          label: subject.name,
          group: subject.level,
        }))}
        onChange={(subjectId) => onChange({ subjectId })}
      />
      <TextField
        id={`${id}-from`}
        size="small"
        type="date"
        label={t('adminTutorSchedules.from')}
        value={form.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${id}-to`}
        size="small"
        type="date"
        label={t('adminTutorSchedules.to')}
        value={form.to}
        error={badRange}
        helperText={badRange ? t('adminTutorSchedules.badRange') : undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.from || undefined } }}
      />
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1, sm: 3 },
          alignItems: 'center',
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={form.timing}
          aria-label={t('adminTutorSchedules.timing')}
          onChange={(_, timing: ScheduleForm['timing'] | null) => {
            if (timing) onChange({ timing });
          }}
        >
          {(['mendatang', 'lampau', 'semua'] as const).map((timing) => (
            <ToggleButton key={timing} value={timing} sx={{ px: 2 }}>
              {t(`adminTutorSchedules.timings.${timing}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="text" onClick={() => onChange(emptyScheduleForm)} sx={{ ml: { sm: 'auto' } }}>
          {t('adminTutorSchedules.reset')}
        </Button>
      </Box>
    </Box>
  );
}
