import Button from '@mui/material/Button';
import type { StudyRoomList } from '@scola/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardGridItem, CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import type { StudyRoomCard as Room } from '@scola/contracts';

export interface RoomListBodyProps {
  query: UseQueryResult<StudyRoomList>;
  label: string;
  renderRoom: (room: Room) => ReactNode;
  empty: { icon: string; title: string; text: string; action: { to: string; label: string } };
  page: number;
  onPage: (page: number) => void;
}

/** A paged list of rooms in all its states: loading, failed (with a retry), empty (with a way out), the cards. */
export function RoomListBody({ query, label, renderRoom, empty, page, onPage }: RoomListBodyProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardGridSkeleton count={3} columns={{ sm: 2, md: 2, lg: 3 }} />;
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('studyRooms.loadError')} />
    );
  if (query.data.data.length === 0)
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        text={empty.text}
        actions={
          <Button component={RouterLink} to={empty.action.to} variant="contained">
            {empty.action.label}
          </Button>
        }
      />
    );
  return (
    <>
      <CardGrid label={label} columns={{ sm: 2, md: 2, lg: 3 }} stale={query.isPlaceholderData}>
        {query.data.data.map((room) => (
          <CardGridItem key={room.id}>{renderRoom(room)}</CardGridItem>
        ))}
      </CardGrid>
      <ListPagination
        page={page}
        total={query.data.meta.total}
        pageSize={query.data.meta.pageSize}
        onPage={onPage}
      />
    </>
  );
}
