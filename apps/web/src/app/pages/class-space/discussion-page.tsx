import type { User } from '@scola/contracts';
import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/react';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { ThreadView } from '../../../features/class-discussions';
import { useClassSpaceOutlet } from '../../../features/class-space';
import { isUuid } from '../../../lib/uuid';

/** `/kelas/detail/:id/diskusi-detail?topik=<threadId>` (and the tutor's): one thread, its replies and the reply box. */
export default function ClassDiscussionPage() {
  const { t } = useTranslation();
  const { space, tutorSide } = useClassSpaceOutlet();
  const { user } = useAuth<User>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const threadId = params.get('topik') ?? '';
  const back = tutorSide ? paths.tutorClassSpaceDiscussions(space.id) : paths.classSpaceDiscussions(space.id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={back} startIcon={<MdiIcon path={mdiArrowLeft} />}>
          {t('classDiscussions.back')}
        </Button>
      </Box>
      {isUuid(threadId) && user ? (
        <ThreadView
          key={threadId}
          classId={space.id}
          threadId={threadId}
          viewerId={user.id}
          moderator={space.role !== 'student'}
          onDeleted={() => void navigate(back)}
        />
      ) : (
        <EmptyState icon={mdiArrowLeft} title={t('classDiscussions.noThread')} />
      )}
    </Box>
  );
}
