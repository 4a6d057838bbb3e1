import { mdiArrowLeft, mdiLockOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SkillCourseDetail } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { PreviewPurchaseBar } from '../../../components/preview-purchase-bar';
import { formatClock } from '../../../lib/format';
import { LessonList } from './lesson-list';
import { VideoPlayer } from '../../../components/video-player';
import { paths } from '../../../config/paths';

export interface CoursePreviewViewProps {
  course: SkillCourseDetail;
  /** The lesson asked for in the URL (`?pelajaran=`); the first free lesson otherwise. */
  lessonId: string | null;
}

/**
 * `/lifeskill/preview/{id}`: plays the free preview lessons, with the course's lessons to switch between, and the
 * price with the page's purchase action in a bar at the bottom of the screen.
 */
export function CoursePreviewView({ course, lessonId }: CoursePreviewViewProps) {
  const { t } = useTranslation();
  const listId = useId();
  const playable = course.lessons.filter((lesson) => lesson.isPreview && lesson.videoUrl !== null);
  const asked = course.lessons.find((lesson) => lesson.id === lessonId);
  const current = playable.find((lesson) => lesson.id === lessonId) ?? playable[0];
  const lockedAsked = asked !== undefined && !playable.includes(asked);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={paths.skillCourseDetail(course.id)}
        startIcon={<MdiIcon path={mdiArrowLeft} />}
        sx={{ mb: 2, ml: -1 }}
      >
        {t('catalogue.course.backToDetail')}
      </Button>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('catalogue.course.previewOverline')}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }} data-detail-title="">
        {course.title}
      </Typography>
      {lockedAsked ? (
        <Alert severity="info" icon={<MdiIcon path={mdiLockOutline} />} sx={{ mb: 2 }}>
          {t('catalogue.course.lockedLesson', { title: asked.title })}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {current?.videoUrl ? (
            <>
              <VideoPlayer
                key={current.id}
                src={current.videoUrl}
                title={current.title}
                poster={course.coverUrl}
                errorText={t('catalogue.course.videoError')}
              />
              <Typography variant="h3" component="h2" sx={{ mt: 2, fontWeight: 700 }} data-current-lesson="">
                {current.position}. {current.title}
              </Typography>
              <Typography color="text.secondary">{formatClock(current.durationSeconds)}</Typography>
            </>
          ) : (
            <Alert severity="info">{t('catalogue.course.noPreview')}</Alert>
          )}
        </Box>
        <Box component="nav" aria-labelledby={listId}>
          <Typography id={listId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('catalogue.course.lessonsTitle', { count: course.lessons.length })}
          </Typography>
          <LessonList courseId={course.id} lessons={course.lessons} currentId={current?.id} dense />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('catalogue.course.unlockHint')}
          </Typography>
        </Box>
      </Box>
      <PreviewPurchaseBar item={course} />
    </Container>
  );
}
