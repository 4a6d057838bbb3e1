import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ClassRecording, RecordingProgressInput } from '@scola/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { VideoPlayer } from '../../../components/video-player';
import { formatClock } from '../../../lib/format';
import { useRecordingPlayback, useSaveRecordingProgress } from '../api/class-recordings';

/** While a recording plays, the student's position is saved this often (and on pause, seeking and leaving). */
export const RECORDING_SAVE_INTERVAL_MS = 10_000;
/** A recording left within this many seconds of its end starts again from the beginning. */
const END_MARGIN_SECONDS = 5;

/** Where to start: the remembered position, unless it was (nearly) at the end. */
export function resumePosition(recording: ClassRecording): number {
  const position = recording.progress?.positionSeconds ?? 0;
  const length = recording.durationSeconds ?? recording.progress?.durationSeconds ?? null;
  if (length === null) return position;
  return position >= length - Math.min(END_MARGIN_SECONDS, length * 0.1) ? 0 : position;
}

const wholeSeconds = (time: number) => Math.max(0, Math.floor(Number.isFinite(time) ? time : 0));

interface TrackedVideoProps {
  classId: string;
  recording: ClassRecording;
  src: string;
  /** Students' positions are remembered; the tutor and admins only watch. */
  tracks: boolean;
}

function TrackedVideo({ classId, recording, src: firstSrc, tracks }: TrackedVideoProps) {
  const { t } = useTranslation();
  // Keep the first link: a refetched one (the room announced a change) must not reload the video under the student.
  const [src] = useState(firstSrc);
  const video = useRef<HTMLVideoElement>(null);
  const { mutate: saveProgress } = useSaveRecordingProgress(classId);
  const lastSaved = useRef<number>(recording.progress?.positionSeconds ?? -1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const send = (body: RecordingProgressInput) => {
      if (!tracks) return;
      lastSaved.current = body.positionSeconds;
      saveProgress({ id: recording.id, ...body });
    };
    const durationOf = () => (Number.isFinite(element.duration) ? element.duration : null);
    const saveIfMoved = () => {
      const position = wholeSeconds(element.currentTime);
      if (element.readyState > 0 && position !== lastSaved.current) {
        send({ positionSeconds: position, durationSeconds: durationOf() });
      }
    };
    const onLoaded = () => {
      const start = resumePosition(recording);
      if (start > 0) {
        element.currentTime = start;
        setResumedAt(start);
      }
    };
    const onEnded = () =>
      send({ positionSeconds: wholeSeconds(element.duration), durationSeconds: durationOf() });
    const onSeeked = () => {
      if (element.paused) saveIfMoved();
    };
    const timer = window.setInterval(() => {
      if (!element.paused && !element.ended) saveIfMoved();
    }, RECORDING_SAVE_INTERVAL_MS);
    element.addEventListener('loadedmetadata', onLoaded);
    element.addEventListener('pause', saveIfMoved);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', saveIfMoved);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('loadedmetadata', onLoaded);
      element.removeEventListener('pause', saveIfMoved);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', saveIfMoved);
      // Closing the player or leaving the page keeps where the student stopped.
      if (!element.ended) saveIfMoved();
    };
    // One recording per mount (the parent remounts the player with a key per recording).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const restart = () => {
    const element = video.current;
    if (!element) return;
    element.currentTime = 0;
    setResumedAt(null);
    if (tracks) {
      lastSaved.current = 0;
      saveProgress({ id: recording.id, positionSeconds: 0, restart: true });
    }
    void element.play().catch(() => undefined);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <VideoPlayer
        src={src}
        title={recording.title}
        errorText={t('classRecordings.playerError')}
        videoRef={video}
        lessonId={recording.id}
      />
      {resumedAt !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-resumed-at={resumedAt}>
            {t('classRecordings.resumed', { position: formatClock(resumedAt) })}
          </Typography>
          <Button size="small" onClick={restart}>
            {t('classRecordings.restart')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export interface RecordingPlayerProps {
  classId: string;
  recording: ClassRecording;
  tracks: boolean;
}

/** An uploaded recording's player: fetches its signed link once, then plays it with progress kept. */
export function RecordingPlayer({ classId, recording, tracks }: RecordingPlayerProps) {
  const { t } = useTranslation();
  const playback = useRecordingPlayback(classId, recording);
  if (playback.isError) return <LoadError error={playback.error} onRetry={() => void playback.refetch()} />;
  if (!playback.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        <CircularProgress aria-label={t('classRecordings.loading')} />
      </Box>
    );
  }
  return recording.source === 'upload' ? (
    <TrackedVideo classId={classId} recording={recording} src={playback.data.url} tracks={tracks} />
  ) : (
    <Alert severity="info">{t('classRecordings.linked')}</Alert>
  );
}
