import { mdiHistory } from '@mdi/js';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useFinishedClasses } from '../api/tutor-class-records';
import { ClassFacts } from './class-facts';

export const FINISHED_PAGE_SIZE = 10;

/** `/tutor/kelas-riwayat`: the tutor's finished classes, the most recently finished first, a page at a time. */
export function FinishedClasses({ pageSize = FINISHED_PAGE_SIZE }: { pageSize?: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('halaman') ?? '1') || 1);
  const query = useFinishedClasses(page, pageSize);

  if (query.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('tutorRecords.loadingHistory')}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={140} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('tutorRecords.historyError')}
      />
    );
  }
  if (query.data.meta.total === 0) {
    return (
      <EmptyState
        icon={mdiHistory}
        title={t('tutorRecords.noHistoryTitle')}
        text={t('tutorRecords.noHistoryText')}
        headingLevel="h2"
      />
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {t('tutorRecords.historyCount', { count: query.data.meta.total })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {query.data.data.map((item) => (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
            data-finished-class={item.id}
          >
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
              <Link
                component={RouterLink}
                to={paths.tutorClassHistoryDetail(item.id)}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Link>
            </Typography>
            <ClassFacts item={item} />
          </Paper>
        ))}
      </Box>
      <ListPagination
        page={page}
        total={query.data.meta.total}
        pageSize={pageSize}
        onPage={(next) => setParams(new URLSearchParams({ halaman: String(next) }))}
      />
    </>
  );
}
