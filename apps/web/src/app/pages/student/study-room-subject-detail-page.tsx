import { mdiCalendarSearch } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { subjectLabel } from '../../../lib/format';
import { useStudyRoomList, useStudyRoomSubjects } from '../../../features/study-rooms/api/study-rooms';
import { RoomsByDay } from '../../../features/study-rooms/components/rooms-by-day';
import { useRoomClock } from '../../../features/study-rooms/hooks/use-room-clock';
import { usePageTitle } from '../../document-title';
import { useCollectionPage } from './collection-page-parts';

/** Rooms of one subject per page (a subject's month fits on one or two). */
const PAGE_SIZE = 30;

/**
 * `/study-room/subjects-detail?subject=<slug>`: one subject's upcoming rooms, by day; an unknown subject or one
 * without rooms gets a friendly way back to the subjects. Public.
 */
export default function StudyRoomSubjectDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = (params.get('subject') ?? '').trim().slice(0, 120);
  const [page, setPage] = useCollectionPage();
  const subjects = useStudyRoomSubjects();
  const rooms = useStudyRoomList(
    `/study-room?subject=${encodeURIComponent(slug)}&page=${page}&pageSize=${PAGE_SIZE}`,
    slug !== '',
  );
  const now = useRoomClock();
  const subject =
    subjects.data?.find((count) => count.subject.slug === slug)?.subject ?? rooms.data?.data[0]?.subject;
  const title = subject ? subjectLabel(subject.name, subject.level) : t('pages.studyRoomSubjectDetail');
  usePageTitle(subject ? title : undefined);

  let body;
  if (!slug || (rooms.data && rooms.data.data.length === 0))
    body = (
      <EmptyState
        icon={mdiCalendarSearch}
        title={t(subject ? 'studyRooms.subjectDetail.none' : 'studyRooms.subjectDetail.unknown')}
        text={t('studyRooms.subjectDetail.noneText')}
        actions={
          <>
            <Button component={RouterLink} to={paths.studyRoomSubjects()} variant="contained">
              {t('studyRooms.subjectDetail.otherSubjects')}
            </Button>
            <Button component={RouterLink} to={paths.studyRooms()} variant="outlined">
              {t('studyRooms.subjects.allRooms')}
            </Button>
          </>
        }
      />
    );
  else if (rooms.isPending) body = <CardGridSkeleton count={3} columns={{ sm: 2, lg: 3 }} />;
  else if (rooms.isError) body = <LoadError error={rooms.error} onRetry={() => void rooms.refetch()} />;
  else
    body = (
      <>
        <RoomsByDay rooms={rooms.data.data} now={now} stale={rooms.isPlaceholderData} />
        <ListPagination
          page={page}
          total={rooms.data.meta.total}
          pageSize={rooms.data.meta.pageSize}
          onPage={setPage}
        />
      </>
    );
  return (
    <>
      <PageHeading
        title={title}
        {...(subject && rooms.data
          ? { intro: t('studyRooms.subjects.count', { count: rooms.data.meta.total }) }
          : {})}
      />
      {body}
    </>
  );
}
