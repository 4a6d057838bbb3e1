import { mdiLockOutline, mdiPlayCircle } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SkillLesson } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatClock } from '../../../lib/format';
import { paths } from '../../../config/paths';

export interface LessonListProps {
  courseId: string;
  lessons: readonly SkillLesson[];
  /** The lesson playing (preview page). */
  currentId?: string;
  dense?: boolean;
}

/**
 * The lessons of a course with their lengths. Free preview lessons link to the preview player; the others show a
 * lock (they open after purchase).
 */
export function LessonList({ courseId, lessons, currentId, dense = false }: LessonListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: dense ? 0.5 : 1 }}
      data-lesson-list=""
    >
      {lessons.map((lesson) => {
        const playable = lesson.isPreview && lesson.videoUrl !== null;
        const current = lesson.id === currentId;
        const content = (
          <>
            <MdiIcon
              path={playable ? mdiPlayCircle : mdiLockOutline}
              aria-hidden="true"
              sx={{ color: playable ? 'primary.main' : 'text.secondary', flexShrink: 0 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: current ? 700 : 500 }}>
                {lesson.position}. {lesson.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={`PT${lesson.durationSeconds}S`}>{formatClock(lesson.durationSeconds)}</time>
                {playable ? null : ` · ${t('catalogue.course.locked')}`}
              </Typography>
            </Box>
            {playable ? (
              <Chip
                label={t('catalogue.course.freePreview')}
                size="small"
                color="success"
                variant="outlined"
              />
            ) : null}
          </>
        );
        const rowSx = {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: dense ? 1 : 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: current ? 'primary.main' : 'divider',
          bgcolor: current ? '#e3ebfb' : 'background.paper',
          color: 'text.primary',
          textDecoration: 'none',
        } as const;
        return (
          <li key={lesson.id} data-lesson={playable ? 'preview' : 'locked'}>
            {playable ? (
              <Box
                component={RouterLink}
                to={paths.skillCoursePreview(courseId, { pelajaran: lesson.id })}
                aria-current={current ? 'true' : undefined}
                sx={{
                  ...rowSx,
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                {content}
              </Box>
            ) : (
              <Box sx={{ ...rowSx, bgcolor: 'action.hover' }}>{content}</Box>
            )}
          </li>
        );
      })}
    </Box>
  );
}
