import { mdiAccountOutline, mdiCalendarBlankOutline, mdiSeatOutline, mdiTimerOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudyRoomDetail } from '@scola/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-parts';
import { PriceTag } from '../../../components/price-tag';
import { formatClockTime, formatSessionStart } from '../../../lib/viewer-time';
import { DiscussionBody } from '../../class-discussions';
import { roomPhase } from '../room-phase';
import { RoomAction } from './room-action';
import { RoomFiles } from './room-files';
import { RoomStateChip } from './room-state-chip';
import { useRoomText } from './room-text';

export interface RoomViewProps {
  room: StudyRoomDetail;
  now: number;
  /** A student's purchase of a paid room (the cart's add-to-cart for item type `study-room`). */
  buyAction?: ReactNode;
  /** The room's live chat (`features/study-room-chat`), under the materials. */
  chat?: ReactNode;
  /** Who is online in the room (`features/study-room-chat`), under the action box. */
  presence?: ReactNode;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} id={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A study room's page: what it is (subject, title, tutor, time in the viewer's zone, duration, seats, price), its
 * state (a cancelled room says why), the viewer's action, the description with its formulas, the materials, and
 * the places of the chat and presence panels (slots, so this feature does not depend on the chat's).
 */
export function RoomView({ room, now, buyAction, chat, presence }: RoomViewProps) {
  const { t, i18n } = useTranslation();
  const text = useRoomText();
  const { state } = roomPhase(room, now);
  return (
    <Box
      data-study-room={room.id}
      sx={{
        display: 'grid',
        columnGap: 3,
        rowGap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        gridTemplateAreas: { xs: '"header" "aside" "main"', lg: '"header aside" "main aside"' },
        gridTemplateRows: { lg: 'auto 1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'header', display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip label={text.subject(room)} color="primary" size="small" sx={{ fontWeight: 500 }} />
          <RoomStateChip state={state} />
        </Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}
        >
          {room.title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <CardFact icon={mdiAccountOutline}>{room.tutor.name}</CardFact>
          <CardFact icon={mdiCalendarBlankOutline} wrap>
            <time dateTime={room.startsAt}>{formatSessionStart(room.startsAt, i18n.language)}</time>
            {' – '}
            <time dateTime={room.endsAt}>{formatClockTime(room.endsAt, i18n.language)}</time>
          </CardFact>
          <CardFact icon={mdiTimerOutline}>{text.duration(room.durationMinutes)}</CardFact>
        </Box>
        {state === 'cancelled' ? (
          <Alert severity="warning" data-room-cancelled="">
            {room.cancelReason
              ? t('studyRooms.room.cancelledBecause', { reason: room.cancelReason })
              : t('studyRooms.room.cancelled')}
          </Alert>
        ) : null}
      </Box>
      <Box
        sx={{
          gridArea: 'aside',
          display: 'grid',
          gap: 2,
          minWidth: 0,
          position: { lg: 'sticky' },
          top: { lg: 88 },
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('studyRooms.room.actionLabel')}
          sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.5 }}
        >
          <PriceTag amount={room.price} size="large" />
          <CardFact icon={mdiSeatOutline}>
            {text.seats(room)} · {t('studyRooms.room.capacity', { count: room.capacity })}
          </CardFact>
          <RoomAction room={room} now={now} buyAction={buyAction} />
        </Paper>
        {presence}
      </Box>
      <Box sx={{ gridArea: 'main', display: 'grid', gap: 4, minWidth: 0 }}>
        <Section title={t('studyRooms.room.about')}>
          <DiscussionBody doc={room.description} imageUrls={{}} />
        </Section>
        <Section title={t('studyRooms.room.files')}>
          <RoomFiles files={room.files} />
        </Section>
        {chat}
      </Box>
    </Box>
  );
}
