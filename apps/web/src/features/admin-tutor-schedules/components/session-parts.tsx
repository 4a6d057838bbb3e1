import { mdiAlertOctagonOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminTutorSession } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
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

/** Scheduled, live or ended: a chip with its word (the colour only repeats it). */
export function SessionStatusChip({ status }: { status: AdminTutorSession['status'] }) {
  const { t } = useTranslation();
  const color = status === 'live' ? 'success' : status === 'scheduled' ? 'info' : 'default';
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

export interface OverlapFlagProps {
  session: AdminTutorSession;
  /** The sessions of the page, to name what this one overlaps. */
  byId: ReadonlyMap<string, AdminTutorSession>;
}

/** "Bentrok" with an icon and the sessions of the same tutor this one overlaps; nothing when it overlaps none. */
export function OverlapFlag({ session, byId }: OverlapFlagProps) {
  const { t, i18n } = useTranslation();
  if (session.overlapsWith.length === 0) return null;
  const known = session.overlapsWith.flatMap((id) => byId.get(id) ?? []);
  const elsewhere = session.overlapsWith.length - known.length;
  return (
    <Box data-overlap-flag="" sx={{ color: 'text.primary', display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <MdiIcon path={mdiAlertOctagonOutline} fontSize="small" sx={{ color: 'warning.dark' }} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('adminTutorSchedules.clash')}
        </Typography>
      </Box>
      <Typography variant="body2" component="div">
        {t('adminTutorSchedules.clashWith')}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {known.map((other) => (
            <li key={other.id}>
              {other.class.title} · {other.title} ({formatTimeRange(other, i18n.language)})
            </li>
          ))}
          {elsewhere > 0 ? <li>{t('adminTutorSchedules.clashElsewhere', { count: elsewhere })}</li> : null}
        </Box>
      </Typography>
    </Box>
  );
}
