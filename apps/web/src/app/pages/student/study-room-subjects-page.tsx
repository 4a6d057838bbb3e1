import { mdiBookOpenPageVariantOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useStudyRoomSubjects } from '../../../features/study-rooms/api/study-rooms';
import { SubjectCounts } from '../../../features/study-rooms/components/subject-counts';

/** `/study-room/subjects`: the subjects that have upcoming rooms, by level, with counts; public. */
export default function StudyRoomSubjectsPage() {
  const { t } = useTranslation();
  const query = useStudyRoomSubjects();
  let body;
  if (query.isPending) body = <CardGridSkeleton count={6} variant="row" columns={{ sm: 2, lg: 3 }} />;
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = (
      <EmptyState
        icon={mdiBookOpenPageVariantOutline}
        title={t('studyRooms.subjects.none')}
        text={t('studyRooms.subjects.noneText')}
        actions={
          <Button component={RouterLink} to={paths.classes()} variant="contained">
            {t('studyRooms.subjects.browseClasses')}
          </Button>
        }
      />
    );
  else body = <SubjectCounts counts={query.data} />;
  return (
    <>
      <PageHeading
        title={t('pages.studyRoomSubjects')}
        intro={t('studyRooms.subjects.intro')}
        action={
          <Button component={RouterLink} to={paths.studyRooms()} variant="outlined">
            {t('studyRooms.subjects.allRooms')}
          </Button>
        }
      />
      {body}
    </>
  );
}
