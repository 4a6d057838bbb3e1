import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { SessionHistory } from '../../../features/tutor-schedule/components/session-history';
import { WithTutorZone } from './schedule-page-parts';

/** `/tutor/jadwal/riwayat`: past sessions, newest first, paged by `?page=`. */
export default function TutorScheduleHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const onPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <PageHeading title={t('pages.tutorScheduleHistory')} intro={t('tutorSchedule.history.intro')} />
      <WithTutorZone>
        {(timeZone) => <SessionHistory timeZone={timeZone} page={page} onPage={onPage} />}
      </WithTutorZone>
    </>
  );
}
