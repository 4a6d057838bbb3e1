import { mdiArrowLeft, mdiCheckCircle, mdiPlayCircle, mdiPlayCircleOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OwnedSkillCourseDetail, OwnedSkillLesson } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatClock } from '../../../lib/format';
import { SaveOfflineButton } from '../../offline';
import { CourseProgressBar, coursePlayerPath } from './course-collection';
import { LessonVideo } from './lesson-video';
import { paths } from '../../../config/paths';

/**
 * The lesson to open when none is named: the one the student watched last and did not finish, else the first one
 * not finished, else the first.
 */
export function resumeLesson(lessons: readonly OwnedSkillLesson[]): OwnedSkillLesson | undefined {
  const started = lessons
    .filter((lesson) => lesson.progress && !lesson.progress.completed && lesson.progress.positionSeconds > 0)
    .sort((a, b) => Date.parse(b.progress!.updatedAt) - Date.parse(a.progress!.updatedAt));
  return started[0] ?? lessons.find((lesson) => !lesson.progress?.completed) ?? lessons[0];
}

export { PROGRESS_SAVE_INTERVAL_MS, startPosition } from './lesson-video';

export interface CoursePlayerProps {
  course: OwnedSkillCourseDetail;
  /** The lesson named in the URL (`&pelajaran=`); otherwise where the student left off. */
  lessonId: string | null;
  /** Opens another lesson (changes the URL). */
  onSelectLesson: (lessonId: string) => void;
}

/** An owned course: every lesson plays, progress is kept, finished lessons are ticked. */
export function CoursePlayer({ course, lessonId, onSelectLesson }: CoursePlayerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const current = course.lessons.find((lesson) => lesson.id === lessonId) ?? resumeLesson(course.lessons);
  // Autoplay only after the student chose a lesson here (or one ended), not when the page opens.
  const [autoPlay, setAutoPlay] = useState(false);
  const currentIndex = current ? course.lessons.indexOf(current) : -1;
  const nextLesson = currentIndex >= 0 ? course.lessons[currentIndex + 1] : undefined;

  const select = (id: string) => {
    setAutoPlay(true);
    onSelectLesson(id);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-course-player={course.id}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.skillCourseCollection()}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('collections.courses.back')}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {course.title}
        </Typography>
        <Typography color="text.secondary">
          {t('collections.courses.by', { name: course.instructor.name })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {current ? (
            <>
              <LessonVideo
                key={current.id}
                courseId={course.id}
                lesson={current}
                poster={course.coverUrl}
                autoPlay={autoPlay}
                onEnded={() => {
                  if (nextLesson) select(nextLesson.id);
                }}
              />
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 240px' }}>
                  <Typography variant="h3" component="h2" sx={{ fontWeight: 700 }} data-current-lesson="">
                    {current.position}. {current.title}
                  </Typography>
                  <Typography color="text.secondary">
                    {formatClock(current.durationSeconds)}
                    {current.progress?.completed ? ` · ${t('collections.player.completed')}` : null}
                  </Typography>
                </Box>
                {nextLesson ? (
                  <Button
                    variant="outlined"
                    onClick={() => select(nextLesson.id)}
                    startIcon={<MdiIcon path={mdiPlayCircleOutline} />}
                  >
                    {t('collections.player.next')}
                  </Button>
                ) : null}
              </Box>
              <Box sx={{ mt: 2 }}>
                <SaveOfflineButton
                  key={current.id}
                  kind="lesson"
                  id={current.id}
                  title={`${course.title} · ${current.position}. ${current.title}`}
                  owner={{ itemType: 'lifeskill', itemId: course.id }}
                  courseId={course.id}
                  sourceUrl={current.videoUrl}
                />
              </Box>
            </>
          ) : (
            <Alert severity="info">{t('collections.player.noLessons')}</Alert>
          )}
        </Box>
        <Box component="nav" aria-labelledby={listId} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={listId} variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {t('collections.player.lessons', { count: course.lessons.length })}
          </Typography>
          <CourseProgressBar progress={course.progress} />
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
            data-lesson-list=""
          >
            {course.lessons.map((lesson) => {
              const isCurrent = lesson.id === current?.id;
              const done = lesson.progress?.completed === true;
              return (
                <li key={lesson.id} data-lesson={done ? 'completed' : 'open'}>
                  <Box
                    component={RouterLink}
                    to={coursePlayerPath(course.id, lesson.id)}
                    onClick={() => setAutoPlay(true)}
                    aria-current={isCurrent ? 'true' : undefined}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      p: 1,
                      borderRadius: 2,
                      border: 1,
                      borderColor: isCurrent ? 'primary.main' : 'divider',
                      bgcolor: isCurrent ? '#e3ebfb' : 'background.paper',
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover': { borderColor: 'primary.main' },
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <MdiIcon
                      path={done ? mdiCheckCircle : mdiPlayCircle}
                      aria-hidden="true"
                      sx={{ color: done ? 'success.main' : 'primary.main', flexShrink: 0 }}
                    />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: isCurrent ? 700 : 500 }}>
                        {lesson.position}. {lesson.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        <time dateTime={`PT${lesson.durationSeconds}S`}>
                          {formatClock(lesson.durationSeconds)}
                        </time>
                        {done
                          ? ` · ${t('collections.player.completed')}`
                          : lesson.progress && lesson.progress.positionSeconds > 0
                            ? ` · ${t('collections.player.stoppedAt', {
                                time: formatClock(lesson.progress.positionSeconds),
                              })}`
                            : null}
                      </Typography>
                    </Box>
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
