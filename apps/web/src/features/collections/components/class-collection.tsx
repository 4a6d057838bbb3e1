import {
  mdiAccountOutline,
  mdiArrowLeft,
  mdiCalendarCheckOutline,
  mdiCalendarClock,
  mdiGoogleClassroom,
  mdiVideoOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OwnedClassSession, OwnedLiveClass, OwnedLiveClassDetail } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact } from '../../../components/card-parts';
import { CoverImage } from '../../../components/cover-image';
import { MdiIcon } from '../../../components/mdi-icon';
import { RichText } from '../../../components/rich-text';
import { SessionList } from '../../../components/session-list';
import { formatDate } from '../../../lib/format';
import { formatSessionStart } from '../../../lib/viewer-time';
import { CollectionCard } from './collection-card';
import { paths } from '../../../config/paths';

/** When a class is, seen from now: before its first session, under way (until the last), or over. */
export function classTiming(
  liveClass: Pick<OwnedLiveClass, 'firstSessionAt' | 'lastSessionAt'>,
  now: number,
) {
  const first = liveClass.firstSessionAt ? Date.parse(liveClass.firstSessionAt) : null;
  const last = liveClass.lastSessionAt ? Date.parse(liveClass.lastSessionAt) : null;
  if (first === null || last === null) return { state: 'unscheduled' as const };
  if (first > now) return { state: 'upcoming' as const, at: liveClass.firstSessionAt! };
  if (last > now) return { state: 'running' as const, at: liveClass.lastSessionAt! };
  return { state: 'finished' as const, at: liveClass.lastSessionAt! };
}

/** The next session that has not started yet and is not cancelled, if any. */
export function nextSessionOf<S extends Pick<OwnedClassSession, 'startsAt'> & { status?: string }>(
  sessions: readonly S[],
  now: number,
): S | undefined {
  return sessions.find((session) => session.status !== 'cancelled' && Date.parse(session.startsAt) > now);
}

/**
 * The way to join a session to come: the class space, where the join button opens in the join window and the join
 * is recorded (ADR 0043); the tutor may not have set a meeting link yet.
 */
function MeetingLink({ session, classId }: { session: OwnedClassSession; classId: string }) {
  const { t } = useTranslation();
  if (!session.meetingUrl) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('collections.classes.noLink')}
      </Typography>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={paths.classSpace(classId)}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      <MdiIcon path={mdiVideoOutline} fontSize="small" aria-hidden="true" />
      {t('collections.classes.join')}
    </Link>
  );
}

/** Under a session: why it was cancelled, or its meeting link while it is still to come. */
function sessionDetails(
  session: OwnedClassSession,
  classId: string,
  now: number,
  cancelledText: (reason: string) => string,
) {
  if (session.status === 'cancelled') {
    return (
      <Typography variant="body2" color="error.dark" data-cancel-reason="">
        {cancelledText(session.cancelReason ?? '')}
      </Typography>
    );
  }
  const ended = Date.parse(session.startsAt) + session.durationMinutes * 60_000 <= now;
  return ended ? null : <MeetingLink session={session} classId={classId} />;
}

/** A card of `/beranda/koleksi-kelas`: the class, its tutor and when it meets next (or that it is over). */
export function OwnedClassCard({ liveClass, now }: { liveClass: OwnedLiveClass; now: number }) {
  const { t, i18n } = useTranslation();
  const timing = classTiming(liveClass, now);
  return (
    <CollectionCard
      kind="owned-class"
      coverUrl={liveClass.coverUrl}
      chips={[liveClass.level, t(`catalogue.kind.${liveClass.kind}`), liveClass.subject.name]}
      title={liveClass.title}
      to={paths.classCollectionItem(liveClass.id)}
    >
      <CardFact icon={mdiAccountOutline}>{liveClass.tutor.name}</CardFact>
      <CardFact icon={timing.state === 'finished' ? mdiCalendarCheckOutline : mdiCalendarClock}>
        <span data-class-timing={timing.state}>
          {timing.state === 'unscheduled'
            ? t('collections.classes.unscheduled')
            : t(`collections.classes.${timing.state}`, {
                date: formatDate(timing.at, i18n.language),
                count: liveClass.sessionCount,
              })}
        </span>
      </CardFact>
      <Typography variant="body2" color="text.secondary">
        {t('collections.ownedSince', { date: formatDate(liveClass.grantedAt, i18n.language) })}
      </Typography>
    </CollectionCard>
  );
}

/** `/beranda/koleksi-kelas/{id}`: the owned class with its next session highlighted and every session in order. */
export function ClassCollectionItemView({
  liveClass,
  now,
}: {
  liveClass: OwnedLiveClassDetail;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const sessionsId = useId();
  const next = nextSessionOf(liveClass.sessions, now);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.classCollection()}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('collections.classes.back')}
        </Button>
        <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, flexWrap: 'wrap', alignItems: 'center' }}>
          <CoverImage
            src={liveClass.coverUrl}
            alt=""
            eager
            sx={{ width: { xs: '100%', sm: 220 }, borderRadius: 3 }}
          />
          <Box sx={{ flex: '1 1 260px', display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {[liveClass.level, t(`catalogue.kind.${liveClass.kind}`), liveClass.subject.name].map(
                (label, index) => (
                  <Chip key={`${label}-${index}`} label={label} size="small" variant="outlined" />
                ),
              )}
            </Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {liveClass.title}
            </Typography>
            <CardFact icon={mdiAccountOutline}>
              <RouterLinkText to={paths.tutorProfile(liveClass.tutor.id)}>
                {liveClass.tutor.name}
              </RouterLinkText>
            </CardFact>
            <Typography variant="body2" color="text.secondary">
              {t('collections.ownedSince', { date: formatDate(liveClass.grantedAt, i18n.language) })}
            </Typography>
          </Box>
        </Box>
      </Box>

      <Paper
        variant="outlined"
        sx={{ p: 2.5, borderRadius: 3, bgcolor: next ? '#f3f6fd' : undefined }}
        data-next-session=""
      >
        <Typography variant="overline" component="h2" color="text.secondary">
          {t('collections.classes.nextSession')}
        </Typography>
        {next ? (
          <>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {next.position ?? '–'}. {next.title}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>
              <time dateTime={next.startsAt}>{formatSessionStart(next.startsAt, i18n.language)}</time>
              {' · '}
              {t('catalogue.duration.minutes', { count: next.durationMinutes })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <MeetingLink session={next} classId={liveClass.id} />
            </Box>
          </>
        ) : (
          <Typography>
            {liveClass.sessions.length === 0
              ? t('collections.classes.noSessions')
              : t('collections.classes.allDone')}
          </Typography>
        )}
      </Paper>

      <Box component="section" aria-labelledby={sessionsId}>
        <Typography id={sessionsId} variant="h3" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('collections.classes.sessions', { count: liveClass.sessions.length })}
        </Typography>
        <SessionList
          sessions={liveClass.sessions}
          stateOf={(session) =>
            session.status === 'cancelled'
              ? 'cancelled'
              : Date.parse(session.startsAt) + session.durationMinutes * 60_000 <= now
                ? 'done'
                : session.id === next?.id
                  ? 'next'
                  : 'later'
          }
          stateLabel={(state) =>
            state === 'done'
              ? t('collections.classes.sessionDone')
              : state === 'cancelled'
                ? t('collections.classes.sessionCancelled')
                : t('collections.classes.sessionNext')
          }
          details={(session) =>
            sessionDetails(session, liveClass.id, now, (reason) =>
              t('collections.classes.cancelReason', { reason }),
            )
          }
        />
      </Box>

      {liveClass.aboutHtml.trim() !== '' ? (
        <Box component="section">
          <Typography variant="h3" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('collections.classes.about')}
          </Typography>
          <RichText html={liveClass.aboutHtml} />
        </Box>
      ) : null}
    </Box>
  );
}

function RouterLinkText({ to, children }: { to: string; children: string }) {
  return (
    <Box component={RouterLink} to={to} sx={{ color: 'inherit', '&:hover': { color: 'primary.main' } }}>
      {children}
    </Box>
  );
}

export const classCollectionIcon = mdiGoogleClassroom;
