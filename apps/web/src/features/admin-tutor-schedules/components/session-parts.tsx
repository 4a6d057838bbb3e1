import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminTutorSession } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { intlLocale, TIME_ZONE, TIME_ZONE_LABEL } from '../../../lib/format';

const clock = new Map<string, Intl.DateTimeFormat>();
function hoursOf(iso: string, language: string | undefined): string {
  const locale = intlLocale(language);
  let format = clock.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clock.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** `10.00–11.30 WIB` (the platform's zone). */
export function formatTimeRange(
  session: Pick<AdminTutorSession, 'startsAt' | 'endsAt'>,
  language?: string,
): string {
  return `${hoursOf(session.startsAt, language)}–${hoursOf(session.endsAt, language)}\u00a0${TIME_ZONE_LABEL}`;
}

/** Scheduled, live, ended or cancelled: a chip with its word (the colour only repeats it). */
export function SessionStatusChip({ status }: { status: AdminTutorSession['status'] }) {
  const { t } = useTranslation();
  const colors = { live: 'success', scheduled: 'info', ended: 'default', cancelled: 'error' } as const;
  const color = colors[status];
  return (
    <Chip size="small" variant="outlined" color={color} label={t(`adminTutorSchedules.statuses.${status}`)} />
  );
}

/** The class: a link to its public page once published; a draft or archived class says so instead. */
export function ClassName({ session }: { session: AdminTutorSession }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>
      {session.class.status === 'published' ? (
        <Link component={RouterLink} to={paths.classDetail(session.class.id)} sx={{ fontWeight: 600 }}>
          {session.class.title}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {session.class.title}{' '}
          <Chip size="small" label={t(`adminTutorSchedules.classStatuses.${session.class.status}`)} />
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {session.title} · {t(`adminTutorSchedules.kinds.${session.class.kind}`)}
      </Typography>
    </Box>
  );
}

/** Why the tutor cancelled the session; nothing for a session that takes place. */
export function CancelReason({ session }: { session: AdminTutorSession }) {
  const { t } = useTranslation();
  if (session.status !== 'cancelled' || !session.cancelReason) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-cancel-reason="" sx={{ wordBreak: 'break-word' }}>
      {t('adminTutorSchedules.cancelReason', { reason: session.cancelReason })}
    </Typography>
  );
}
