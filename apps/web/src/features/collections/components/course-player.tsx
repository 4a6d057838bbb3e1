import { mdiArrowLeft, mdiCheckCircle, mdiPlayCircle, mdiPlayCircleOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  MAX_LESSON_POSITION_SECONDS,
  type LessonProgressBody,
  type OwnedSkillCourseDetail,
  type OwnedSkillLesson,
} from '@scola/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { VideoPlayer } from '../../../components/video-player';
import { formatClock } from '../../../lib/format';
import { useSaveLessonProgress } from '../api/collections';
import { CourseProgressBar, coursePlayerPath } from './course-collection';
import { paths } from '../../../config/paths';

/** While a lesson plays, where the student is is saved this often (and on pause, end and leaving). */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
/**
 * A lesson left this close to its end starts again from the beginning: the last 5 seconds, or the last tenth of a
 * short lesson (a 6-second clip resumes at 2 s rather than restarting).
 */
const RESUME_END_MARGIN_SECONDS = 5;
const RESUME_END_MARGIN_SHARE = 0.1;

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

/** Where to start a lesson: its saved position, unless it was (nearly) at the end. */
export function startPosition(lesson: OwnedSkillLesson): number {
  const position = lesson.progress?.positionSeconds ?? 0;
  const margin = Math.min(RESUME_END_MARGIN_SECONDS, lesson.durationSeconds * RESUME_END_MARGIN_SHARE);
  return position >= lesson.durationSeconds - margin ? 0 : position;
}

const wholeSeconds = (time: number) =>
  Math.min(MAX_LESSON_POSITION_SECONDS, Math.max(0, Math.floor(Number.isFinite(time) ? time : 0)));

interface LessonVideoProps {
  courseId: string;
  lesson: OwnedSkillLesson;
  poster: string | null;
  /** Starts playing once loaded (the student picked this lesson, or the previous one ended). */
  autoPlay: boolean;
  onEnded: () => void;
}

/**
 * One lesson's video with the browser's controls. It resumes at the saved position and saves the position every
 * 10 s while playing, on pause, on seeking while paused and when the page is left; the end marks the lesson done.
 */
function LessonVideo({ courseId, lesson, poster, autoPlay, onEnded }: LessonVideoProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // TanStack Query keeps `mutate` the same function for the life of the component.
  const { mutate: saveProgress } = useSaveLessonProgress();
  const lastSaved = useRef<number>(lesson.progress?.positionSeconds ?? -1);
  // The signed URL changes with every fetch of the course: keep the first one so a refetch never reloads the video.
  const [src] = useState(lesson.videoUrl);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const send = (body: LessonProgressBody) => {
      lastSaved.current = body.positionSeconds;
      saveProgress({ courseId, lessonId: lesson.id, ...body });
    };
    const saveIfMoved = () => {
      const position = wholeSeconds(element.currentTime);
      if (position !== lastSaved.current && element.readyState > 0) send({ positionSeconds: position });
    };
    const onLoaded = () => {
      const start = startPosition(lesson);
      if (start > 0) element.currentTime = start;
      if (autoPlay) void element.play().catch(() => undefined);
    };
    const onEnd = () => {
      send({ positionSeconds: wholeSeconds(element.duration || lesson.durationSeconds), completed: true });
      onEnded();
    };
    const onSeeked = () => {
      if (element.paused) saveIfMoved();
    };
    const timer = window.setInterval(() => {
      if (!element.paused && !element.ended) saveIfMoved();
    }, PROGRESS_SAVE_INTERVAL_MS);
    const onHide = () => saveIfMoved();
    element.addEventListener('loadedmetadata', onLoaded);
    element.addEventListener('pause', saveIfMoved);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('ended', onEnd);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('loadedmetadata', onLoaded);
      element.removeEventListener('pause', saveIfMoved);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('ended', onEnd);
      window.removeEventListener('pagehide', onHide);
      // Leaving the lesson (another lesson, another page): keep where the student stopped.
      if (!element.ended) saveIfMoved();
    };
    // The lesson (its id) is fixed for this component: the parent remounts it per lesson.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <VideoPlayer
      src={src}
      title={lesson.title}
      poster={poster}
      errorText={t('collections.player.videoError')}
      videoRef={video}
      lessonId={lesson.id}
    />
  );
}

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
