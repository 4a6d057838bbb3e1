import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  type BookingSettingsInput,
  type TutorTimeZone,
  tutorTimeZones,
  tutorTimeZoneLabels,
} from '@scola/contracts';
import { useTranslation } from 'react-i18next';

const noticeChoices = [0, 60, 120, 240, 720, 1440, 2880, 10080];
const bufferChoices = [0, 10, 15, 30, 45, 60];
const slotChoices = [30, 45, 60, 90, 120];
const horizonChoices = [7, 14, 30, 60, 90, 180, 365];

export interface BookingSettingsFieldsProps {
  timeZone: TutorTimeZone;
  settings: BookingSettingsInput;
  onZone: (zone: TutorTimeZone) => void;
  onSettings: (settings: BookingSettingsInput) => void;
}

/** The zone the rules are written in and the booking settings, as native selects (fine at 360 px, keyboard first). */
export function BookingSettingsFields({
  timeZone,
  settings,
  onZone,
  onSettings,
}: BookingSettingsFieldsProps) {
  const { t } = useTranslation();
  const select = (name: keyof BookingSettingsInput, choices: number[], text: (value: number) => string) => {
    // Keep a value set elsewhere (e.g. by the API's defaults) among the choices.
    const values = choices.includes(settings[name])
      ? choices
      : [...choices, settings[name]].sort((a, b) => a - b);
    return (
      <TextField
        select
        size="small"
        label={t(`tutorSchedule.manage.settings.${name}`)}
        helperText={t(`tutorSchedule.manage.settings.${name}Help`)}
        value={settings[name]}
        onChange={(event) => onSettings({ ...settings, [name]: Number(event.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </TextField>
    );
  };
  const duration = (minutes: number) =>
    minutes === 0
      ? t('tutorSchedule.manage.none')
      : minutes % 1440 === 0
        ? t('tutorSchedule.manage.days', { count: minutes / 1440 })
        : minutes % 60 === 0
          ? t('tutorSchedule.manage.hours', { count: minutes / 60 })
          : t('tutorSchedule.manage.minutes', { count: minutes });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        size="small"
        label={t('tutorSchedule.manage.settings.timeZone')}
        helperText={t('tutorSchedule.manage.settings.timeZoneHelp')}
        value={timeZone}
        onChange={(event) => {
          const zone = tutorTimeZones.find((value) => value === event.target.value);
          if (zone) onZone(zone);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {tutorTimeZones.map((zone) => (
          <option key={zone} value={zone}>
            {t(`tutorSchedule.zones.${tutorTimeZoneLabels[zone]}`)}
          </option>
        ))}
      </TextField>
      {select('slotMinutes', slotChoices, duration)}
      {select('minimumNoticeMinutes', noticeChoices, duration)}
      {select('bufferMinutes', bufferChoices, duration)}
      {select('horizonDays', horizonChoices, (days) => t('tutorSchedule.manage.days', { count: days }))}
    </Box>
  );
}
