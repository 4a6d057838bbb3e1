import { mdiPlayCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useOwnedCourse, useOwnedCourses } from '../../../features/collections/api/collections';
import { CollectionFrame } from '../../../features/collections/components/collection-frame';
import {
  OwnedCourseCard,
  coursePlayerPath,
} from '../../../features/collections/components/course-collection';
import { CoursePlayer } from '../../../features/collections/components/course-player';
import { isUuid } from '../../../lib/uuid';
import { usePageTitle } from '../../document-title';
import { useCollectionPage } from './collection-page-parts';
import { paths } from '../../../config/paths';

function CourseList() {
  const { t } = useTranslation();
  const [page, setPage] = useCollectionPage();
  const query = useOwnedCourses(page);
  return (
    <CollectionFrame
      title={t('pages.skillCourseCollection')}
      intro={t('collections.courses.intro')}
      query={query}
      listLabel={t('collections.courses.listLabel')}
      itemKey={(item) => item.id}
      renderItem={(item) => <OwnedCourseCard course={item} />}
      empty={{
        icon: mdiPlayCircleOutline,
        title: t('collections.courses.emptyTitle'),
        text: t('collections.courses.emptyText'),
        action: { to: paths.skillCourses(), label: t('collections.courses.emptyAction') },
      }}
      page={page}
      onPage={setPage}
    />
  );
}

function OwnedCoursePlayer({ id, lessonId }: { id: string; lessonId: string | null }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const query = useOwnedCourse(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('collections.courses.notFound')}
        notFoundText={t('collections.courses.notFoundText')}
        back={{ to: paths.skillCourseCollection(), label: t('collections.courses.back') }}
      />
    );
  }
  return (
    <CoursePlayer
      course={query.data}
      lessonId={lessonId}
      onSelectLesson={(next) => {
        const url = new URL(coursePlayerPath(id, next), 'http://x');
        setParams(url.searchParams);
      }}
    />
  );
}

/**
 * `/beranda/koleksi-lifeskill`: the student's life-skill courses with their progress; `?kursus={id}` plays an owned
 * course (`&pelajaran={lessonId}` a given lesson, else where the student left off).
 */
export default function SkillCourseCollectionPage() {
  const [params] = useSearchParams();
  const courseId = params.get('kursus');
  const lessonId = params.get('pelajaran');
  return courseId && isUuid(courseId) ? (
    <OwnedCoursePlayer key={courseId} id={courseId} lessonId={lessonId} />
  ) : (
    <CourseList />
  );
}
