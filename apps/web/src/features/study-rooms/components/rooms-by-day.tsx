import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StudyRoomCard as Room } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '../../../components/card-grid';
import { formatDayLong, localDayKey } from '../../../lib/viewer-time';
import { StudyRoomCard } from './study-room-card';

/** Rooms (already in start order) cut into the viewer's calendar days. */
export function roomsByDay(rooms: readonly Room[]): { day: string; rooms: Room[] }[] {
  const days: { day: string; rooms: Room[] }[] = [];
  for (const room of rooms) {
    const day = localDayKey(room.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.rooms.push(room);
    else days.push({ day, rooms: [room] });
  }
  return days;
}

/** A subject's rooms under one heading per day (`Senin, 30 November 2026`), in the viewer's zone. */
export function RoomsByDay({ rooms, now, stale }: { rooms: readonly Room[]; now: number; stale?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {roomsByDay(rooms).map((group) => {
        const first = group.rooms[0];
        const title = first ? formatDayLong(first.startsAt, i18n.language) : group.day;
        return (
          <Box
            component="section"
            key={group.day}
            aria-labelledby={`day-${group.day}`}
            data-room-day={group.day}
          >
            <Typography id={`day-${group.day}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
              {title}
            </Typography>
            <CardGrid label={title} columns={{ xs: 1, sm: 2, md: 2, lg: 3 }} stale={stale ?? false}>
              {group.rooms.map((room) => (
                <CardGridItem key={room.id}>
                  <StudyRoomCard room={room} now={now} />
                </CardGridItem>
              ))}
            </CardGrid>
          </Box>
        );
      })}
    </Box>
  );
}
