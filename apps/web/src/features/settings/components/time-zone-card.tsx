import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@scola/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { errorText } from '../../../lib/api-errors';
import { formatSessionStart } from '../../../lib/viewer-time';
import { useSaveAccountSettings } from '../api/settings';
import { SettingsCard } from './settings-card';
import { type ZoneGroup, zoneOptionLabel, zoneOptions } from './time-zone-options';

const groupKeys: Readonly<Record<ZoneGroup, string>> = {
  indonesia: 'settings.timeZone.groupIndonesia',
  common: 'settings.timeZone.groupCommon',
  all: 'settings.timeZone.groupAll',
};

/** Zona waktu: the zone every time of the app is shown in for this account (default WIB). */
export function TimeZoneCard() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth<User>();
  const stored = user?.timeZone ?? 'Asia/Jakarta';
  const [chosen, setChosen] = useState<string | null>(null);
  const zone = chosen ?? stored;
  const save = useSaveAccountSettings();
  const options = useMemo(() => zoneOptions(stored), [stored]);
  const selected = options.find((option) => option.zone === zone) ?? { zone, group: 'all' as const };

  return (
    <SettingsCard id="zona-waktu" title={t('settings.timeZone.title')} intro={t('settings.timeZone.intro')}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ timeZone: zone }, { onSuccess: () => setChosen(null) });
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
      >
        <Autocomplete
          options={options}
          value={selected}
          onChange={(_event, option) => {
            if (option) {
              save.reset();
              setChosen(option.zone);
            }
          }}
          groupBy={(option) => t(groupKeys[option.group])}
          getOptionLabel={(option) => zoneOptionLabel(option.zone)}
          isOptionEqualToValue={(option, value) => option.zone === value.zone}
          disableClearable
          renderInput={(params) => <TextField {...params} label={t('settings.timeZone.label')} />}
        />
        <Typography variant="body2" aria-live="polite">
          {t('settings.timeZone.now', {
            time: formatSessionStart(new Date().toISOString(), i18n.language, zone),
          })}
        </Typography>
        {user?.scope.includes('tutor') ? (
          <Typography variant="body2" color="text.secondary">
            {t('settings.timeZone.tutorNote')}
          </Typography>
        ) : null}
        {save.isError ? <Alert severity="error">{errorText(t, save.error)}</Alert> : null}
        {save.isSuccess ? (
          <Alert severity="success" role="status">
            {t('settings.timeZone.saved')}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={zone === stored}>
            {t('settings.timeZone.save')}
          </Button>
        </Box>
      </Box>
    </SettingsCard>
  );
}
