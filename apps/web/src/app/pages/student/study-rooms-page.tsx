import { mdiArrowRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { ResultsView } from '../../../components/results-view';
import { paths } from '../../../config/paths';
import { apiListPath } from '../../../lib/catalogue-filters';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useStudyRoomList } from '../../../features/study-rooms/api/study-rooms';
import {
  STUDY_ROOM_PAGE_SIZE,
  studyRoomFilterSpec,
} from '../../../features/study-rooms/api/study-room-filters';
import { RoomFilters } from '../../../features/study-rooms/components/room-filters';
import { StudyRoomCard } from '../../../features/study-rooms/components/study-room-card';
import { useRoomClock } from '../../../features/study-rooms/hooks/use-room-clock';
import { isFiltered, NoResults } from '../catalogue/catalogue-page-parts';

/** `/study-room`: upcoming and live study rooms, searched and filtered by price (both in the URL); public. */
export default function StudyRoomsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(studyRoomFilterSpec);
  const query = useStudyRoomList(
    apiListPath('/study-room', studyRoomFilterSpec, filters.values, STUDY_ROOM_PAGE_SIZE),
  );
  const now = useRoomClock();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('pages.studyRooms')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {t('studyRooms.list.intro')}
        </Typography>
        <Link
          component={RouterLink}
          to={paths.studyRoomSubjects()}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 500 }}
        >
          {t('studyRooms.list.bySubject')}
          <MdiIcon path={mdiArrowRight} fontSize="small" />
        </Link>
      </Box>
      <RoomFilters q={filters.values.q} price={filters.values.price} onChange={filters.update} />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }} data-result-summary="">
        {query.data ? t('studyRooms.list.found', { count: query.data.meta.total }) : ''}
      </Typography>
      <ResultsView
        query={query}
        label={t('pages.studyRooms')}
        keyOf={(room) => room.id}
        renderItem={(room) => <StudyRoomCard room={room} now={now} />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('studyRooms.list.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.studyRoomSubjects(), label: t('studyRooms.list.bySubject') }}
          />
        }
      />
    </Box>
  );
}
