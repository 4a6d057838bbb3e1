import type { DiscussionFilter, DiscussionThreadSummary } from '@scola/contracts';
import { discussionFilters } from '@scola/contracts';
import { mdiCheckDecagram, mdiForumOutline, mdiLockOutline, mdiPin } from '@mdi/js';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatSessionTime } from '../../../lib/format';
import { useThreads } from '../api/discussions';

const PAGE_SIZE = 20;

export interface ThreadListProps {
  classId: string;
  filter: DiscussionFilter;
  page: number;
  onFilter: (filter: DiscussionFilter) => void;
  onPage: (page: number) => void;
  /** The link of a thread's page. */
  linkOf: (threadId: string) => string;
}

function ThreadCard({ thread, to }: { thread: DiscussionThreadSummary; to: string }) {
  const { t, i18n } = useTranslation();
  const title = thread.title || t('classDiscussions.hiddenThread');
  return (
    <Card variant="outlined" component="li" data-thread={thread.id}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={thread.kind === 'question' ? 'primary' : 'default'}
            label={t(`classDiscussions.kind.${thread.kind}`)}
          />
          {thread.pinned ? <MdiIcon path={mdiPin} titleAccess={t('classDiscussions.pinned')} /> : null}
          {thread.locked ? (
            <MdiIcon path={mdiLockOutline} titleAccess={t('classDiscussions.locked')} />
          ) : null}
          {thread.answered ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<MdiIcon path={mdiCheckDecagram} />}
              label={t('classDiscussions.answered')}
            />
          ) : null}
          {thread.unread > 0 ? (
            <Chip
              size="small"
              color="secondary"
              data-unread={thread.unread}
              label={t('classDiscussions.unread', { count: thread.unread })}
            />
          ) : null}
        </Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {thread.excerpt ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {thread.excerpt}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t('classDiscussions.byline', {
            name: thread.author.name,
            replies: t('classDiscussions.replies', { count: thread.replyCount }),
            time: formatSessionTime(thread.lastActivityAt, i18n.language),
          })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The class's threads: filters, pinned first, unread badges, pages. */
export function ThreadList({ classId, filter, page, onFilter, onPage, linkOf }: ThreadListProps) {
  const { t } = useTranslation();
  const threads = useThreads(classId, filter, page, PAGE_SIZE);
  return (
    <Box>
      <Tabs
        value={filter}
        onChange={(_event, value: DiscussionFilter) => onFilter(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('classDiscussions.filterLabel')}
        sx={{ mb: 2 }}
      >
        {discussionFilters.map((value) => (
          <Tab key={value} value={value} label={t(`classDiscussions.filters.${value}`)} />
        ))}
      </Tabs>
      {threads.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={t('classDiscussions.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={104} />
          ))}
        </Box>
      ) : threads.isError ? (
        <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : threads.data.data.length === 0 ? (
        <EmptyState
          icon={mdiForumOutline}
          title={t('classDiscussions.empty.title')}
          text={t('classDiscussions.empty.text')}
        />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {threads.data.data.map((thread) => (
              <ThreadCard key={thread.id} thread={thread} to={linkOf(thread.id)} />
            ))}
          </Box>
          <ListPagination page={page} total={threads.data.meta.total} pageSize={PAGE_SIZE} onPage={onPage} />
        </>
      )}
    </Box>
  );
}
