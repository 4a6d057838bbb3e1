import { mdiAccountOutline, mdiCalendarBlankOutline, mdiSeatOutline, mdiTimerOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { StudyRoomCard as Room } from '@scola/contracts';
import type { ReactNode } from 'react';
import { CardChips, CardFact, CardShell, CardTitleLink } from '../../../components/card-parts';
import { PriceTag } from '../../../components/price-tag';
import { paths } from '../../../config/paths';
import { roomPhase, seatsLeft } from '../room-phase';
import { RoomStateChip } from './room-state-chip';
import { useRoomText } from './room-text';

export interface StudyRoomCardProps {
  room: Room;
  now: number;
  headingLevel?: 'h2' | 'h3';
  /** Shown under the facts, above the card's link layer (the student's "Gabung"). */
  action?: ReactNode;
}

/**
 * A room in a list: subject and grade, title (the card's link, to the room page), tutor, start in the viewer's zone,
 * duration, seats left, price, and the state when it is not simply upcoming.
 */
export function StudyRoomCard({ room, now, headingLevel = 'h3', action }: StudyRoomCardProps) {
  const text = useRoomText();
  const { state } = roomPhase(room, now);
  return (
    <CardShell kind="study-room">
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <CardChips labels={[text.subject(room)]} />
          {state === 'upcoming' ? null : <RoomStateChip state={state} />}
        </Box>
        <CardTitleLink to={paths.studyRoom(room.id)} component={headingLevel}>
          {room.title}
        </CardTitleLink>
        <CardFact icon={mdiAccountOutline}>{room.tutor.name}</CardFact>
        <CardFact icon={mdiCalendarBlankOutline}>
          <time dateTime={room.startsAt}>{text.when(room.startsAt)}</time>
        </CardFact>
        <CardFact icon={mdiTimerOutline}>{text.duration(room.durationMinutes)}</CardFact>
        <CardFact icon={mdiSeatOutline}>
          <Box component="span" data-seats-left={seatsLeft(room)}>
            {text.seats(room)}
          </Box>
        </CardFact>
        <Box sx={{ flex: 1 }} />
        <PriceTag amount={room.price} />
        {action ? <Box sx={{ position: 'relative', zIndex: 2 }}>{action}</Box> : null}
      </Box>
    </CardShell>
  );
}
