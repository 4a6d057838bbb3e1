import { mdiAccountOutline, mdiPlayCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CourseProgress, OwnedSkillCourse } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact } from '../../../components/card-parts';
import { MdiIcon } from '../../../components/mdi-icon';
import { CollectionCard } from './collection-card';
import { paths } from '../../../config/paths';

/** The player of an owned course: `/beranda/koleksi-lifeskill?kursus={id}&pelajaran={lessonId}`. */
export function coursePlayerPath(courseId: string, lessonId?: string): string {
  return paths.skillCourseCollection({ kursus: courseId, pelajaran: lessonId });
}

/** Lessons finished out of all, as a labelled bar. */
export function CourseProgressBar({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation();
  const id = useId();
  const percent =
    progress.totalLessons === 0 ? 0 : Math.round((progress.completedLessons / progress.totalLessons) * 100);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-course-progress={progress.completedLessons}>
      <Typography id={id} variant="body2" color="text.secondary">
        {t('collections.courses.progress', {
          done: progress.completedLessons,
          count: progress.totalLessons,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={id}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** A card of `/beranda/koleksi-lifeskill`: the course, how far the student got, and a way back into it. */
export function OwnedCourseCard({ course }: { course: OwnedSkillCourse }) {
  const { t } = useTranslation();
  const { completedLessons, totalLessons } = course.progress;
  const label =
    completedLessons === 0
      ? t('collections.courses.start')
      : completedLessons >= totalLessons
        ? t('collections.courses.rewatch')
        : t('collections.courses.continue');
  return (
    <CollectionCard
      kind="owned-course"
      coverUrl={course.coverUrl}
      chips={[course.expertise.name]}
      title={course.title}
      to={coursePlayerPath(course.id)}
      actions={
        <Button
          component={RouterLink}
          to={coursePlayerPath(course.id)}
          variant="contained"
          startIcon={<MdiIcon path={mdiPlayCircleOutline} />}
          aria-label={`${label}: ${course.title}`}
        >
          {label}
        </Button>
      }
    >
      <CardFact icon={mdiAccountOutline}>{course.instructor.name}</CardFact>
      <CourseProgressBar progress={course.progress} />
    </CollectionCard>
  );
}
