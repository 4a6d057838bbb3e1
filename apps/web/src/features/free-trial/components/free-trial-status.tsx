import { mdiCalendarCheckOutline, mdiCheckCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FreeTrialRequest } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate, subjectLabel } from '../../../lib/format';
import { paths } from '../../../config/paths';

export interface FreeTrialStatusProps {
  request: FreeTrialRequest;
  /** `sent`: just sent from this page; `already`: the student had asked before. */
  variant: 'sent' | 'already';
}

/** The student's free trial request: sent (thank you) or already requested, with what they asked for. */
export function FreeTrialStatus({ request, variant }: FreeTrialStatusProps) {
  const { t, i18n } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('freeTrial.fields.subject'), subjectLabel(request.subject.name, request.subject.level)],
    [t('freeTrial.fields.level'), t(`catalogue.level.${request.level}`)],
    [t('freeTrial.fields.days'), request.preferredDays.map((day) => t(`freeTrial.days.${day}`)).join(', ')],
    [
      t('freeTrial.fields.times'),
      request.preferredTimes.map((part) => t(`freeTrial.times.${part}`)).join(', '),
    ],
    ...(request.note.trim() !== '' ? [[t('freeTrial.fields.note'), request.note] as [string, string]] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-free-trial-status={variant}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <MdiIcon
          path={variant === 'sent' ? mdiCheckCircleOutline : mdiCalendarCheckOutline}
          aria-hidden="true"
          sx={{ fontSize: 40, color: 'success.main', flexShrink: 0 }}
        />
        <Box role="status">
          <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {variant === 'sent' ? t('freeTrial.sent.title') : t('freeTrial.already.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {variant === 'sent'
              ? t('freeTrial.sent.text')
              : t('freeTrial.already.text', { date: formatDate(request.createdAt, i18n.language) })}
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 2,
          borderRadius: 2,
          bgcolor: '#f3f6fd',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
        <dt>{t('freeTrial.status.label')}</dt>
        <dd>
          <Chip
            size="small"
            label={t(`freeTrial.status.${request.status}`)}
            color={request.status === 'closed' ? 'default' : 'primary'}
            variant="outlined"
          />
        </dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.dashboard()} variant="contained">
          {t('freeTrial.toDashboard')}
        </Button>
        <Button component={RouterLink} to={paths.classes()} variant="outlined">
          {t('freeTrial.browseClasses')}
        </Button>
      </Box>
    </Box>
  );
}
