import type { DiscussionFilter, DiscussionKind } from '@scola/contracts';
import { discussionFilterSchema } from '@scola/contracts';
import { mdiForumOutline, mdiHelpCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { NewThreadDialog, ThreadList } from '../../../features/class-discussions';
import { useClassSpaceOutlet } from '../../../features/class-space';

/**
 * `/kelas/detail/:id/diskusi` (and the tutor's): the class's threads with unread badges, filters and pages, and the
 * "Tanya" / "Diskusi" buttons that start a thread. Filter and page live in the URL.
 */
export default function ClassDiscussionsPage() {
  const { t } = useTranslation();
  const { space, tutorSide } = useClassSpaceOutlet();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [starting, setStarting] = useState<DiscussionKind | null>(null);
  const filter = discussionFilterSchema.catch('all').parse(params.get('filter') ?? 'all');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const linkOf = (threadId: string) =>
    tutorSide
      ? paths.tutorClassSpaceDiscussion(space.id, { topik: threadId })
      : paths.classSpaceDiscussion(space.id, { topik: threadId });
  const setQuery = (next: { filter?: DiscussionFilter; page?: number }) => {
    const merged = { filter, page, ...next };
    const query = new URLSearchParams();
    if (merged.filter !== 'all') query.set('filter', merged.filter);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<MdiIcon path={mdiHelpCircleOutline} />}
          onClick={() => setStarting('question')}
        >
          {t('classDiscussions.ask')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiForumOutline} />}
          onClick={() => setStarting('discussion')}
        >
          {t('classDiscussions.discuss')}
        </Button>
      </Box>
      <ThreadList
        classId={space.id}
        filter={filter}
        page={page}
        onFilter={(next) => setQuery({ filter: next, page: 1 })}
        onPage={(next) => setQuery({ page: next })}
        linkOf={linkOf}
      />
      <NewThreadDialog
        classId={space.id}
        kind={starting}
        onClose={() => setStarting(null)}
        onCreated={(threadId) => void navigate(linkOf(threadId))}
      />
    </Box>
  );
}
