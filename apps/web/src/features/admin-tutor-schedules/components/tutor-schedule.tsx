import { mdiCalendarSearch } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SchoolLevel } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { useTutorSchedule } from '../api/admin-tutor-schedules';
import type { TutorScheduleFilter } from '../query-keys';
import { emptyScheduleForm, type ScheduleForm, ScheduleFilters } from './schedule-filters';
import { ScheduleList } from './schedule-list';
import { scheduleFormOf, scheduleParamsOf } from './schedule-url';

export const SCHEDULE_PAGE_SIZE = 25;

/** `2026-11-24` (a date input, a Jakarta day) → the instant that day starts at (UTC+7), `plusDays` later. */
export function startOfJakartaDay(date: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = Date.parse(`${date}T00:00:00+07:00`) + plusDays * 24 * 60 * 60 * 1000;
  return Number.isNaN(start) ? undefined : new Date(start).toISOString();
}

/** The API filter of the form (a reversed date range leaves out its end; the form says why). */
export function filterOf(form: ScheduleForm, page: number, pageSize: number): TutorScheduleFilter {
  const reversed = form.from !== '' && form.to !== '' && form.to < form.from;
  return {
    page,
    pageSize,
    tutor: form.tutor?.id,
    pelajaran: form.subjectId || undefined,
    dari: startOfJakartaDay(form.from),
    sampai: reversed ? undefined : startOfJakartaDay(form.to, 1),
    waktu: form.timing === 'semua' ? undefined : form.timing,
  };
}

export interface TutorScheduleProps {
  subjects: readonly { id: string; name: string; level: SchoolLevel }[];
  pageSize?: number;
}

/** Every tutor's sessions: the filter form, a page from the server by day with each session's status, page links. */
export function TutorSchedule({ subjects, pageSize = SCHEDULE_PAGE_SIZE }: TutorScheduleProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { form, page } = scheduleFormOf(params);
  const query = useTutorSchedule(filterOf(form, page, pageSize));
  const update = (next: Partial<ScheduleForm>) =>
    setParams(scheduleParamsOf({ ...form, ...next }, 1), { replace: true });
  const setPage = (next: number) => setParams(scheduleParamsOf(form, next));
  const total = query.data?.meta.total ?? 0;

  return (
    <>
      <ScheduleFilters form={form} subjects={subjects} onChange={update} />
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('adminTutorSchedules.loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('adminTutorSchedules.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiCalendarSearch}
          title={t('adminTutorSchedules.emptyTitle')}
          text={t('adminTutorSchedules.emptyText')}
          headingLevel="h2"
          actions={
            <Button variant="outlined" onClick={() => update(emptyScheduleForm)}>
              {t('adminTutorSchedules.reset')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('adminTutorSchedules.count', { count: total })}
          </Typography>
          <ScheduleList sessions={query.data.data} />
        </>
      )}
      <ListPagination page={page} total={total} pageSize={pageSize} onPage={setPage} />
    </>
  );
}
