import Skeleton from '@mui/material/Skeleton';
import {
  MAX_LESSON_POSITION_SECONDS,
  type LessonProgressBody,
  type OwnedSkillLesson,
} from '@scola/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../../../components/video-player';
import { mediaUrlOf, offlineLibrary, useSavedItem } from '../../offline';
import { useSaveLessonProgress } from '../api/collections';

/** While a lesson plays, where the student is is saved this often (and on pause, end and leaving). */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
/**
 * A lesson left this close to its end starts again from the beginning: the last 5 seconds, or the last tenth of a
 * short lesson (a 6-second clip resumes at 2 s rather than restarting).
 */
const RESUME_END_MARGIN_SECONDS = 5;
const RESUME_END_MARGIN_SHARE = 0.1;

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
function LessonVideoPlayer({
  courseId,
  lesson,
  poster,
  autoPlay,
  onEnded,
  src,
}: LessonVideoProps & { src: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // TanStack Query keeps `mutate` the same function for the life of the component.
  const { mutate: saveProgress } = useSaveLessonProgress();
  const lastSaved = useRef<number>(lesson.progress?.positionSeconds ?? -1);

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

/**
 * Where the lesson plays from, decided once (a later refetch or save never reloads the video): the saved copy
 * when there is one — served by the service worker (with ranges) when it controls the page, else read from Cache
 * Storage into a blob URL — otherwise the signed URL of the course as first fetched.
 */
function useLessonSource(lesson: OwnedSkillLesson): string | null {
  const saved = useSavedItem('lesson', lesson.id);
  const [src, setSrc] = useState<string | null>(null);
  const decided = useRef(false);
  useEffect(() => {
    if (saved.isPending || decided.current) return;
    decided.current = true;
    const item = saved.item;
    // Decided once, after the device's list is read (an outside store): later changes never reload the video.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!item) setSrc(lesson.videoUrl);
    else if (globalThis.navigator?.serviceWorker?.controller)
      setSrc(mediaUrlOf(item, window.location.origin));
    else {
      void offlineLibrary()
        .blobOf(item)
        .then(
          (blob) => setSrc(blob ? URL.createObjectURL(blob) : lesson.videoUrl),
          () => setSrc(lesson.videoUrl),
        );
    }
  }, [saved.isPending, saved.item, lesson.videoUrl]);
  useEffect(
    () => () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
    },
    [src],
  );
  return src;
}

/** One lesson's video, from its saved copy when the student saved it for offline (ADR 0054). */
export function LessonVideo(props: LessonVideoProps) {
  const src = useLessonSource(props.lesson);
  return src ? (
    <LessonVideoPlayer {...props} src={src} />
  ) : (
    <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
  );
}
