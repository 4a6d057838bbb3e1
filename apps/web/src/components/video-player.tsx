import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** HLS playlists (`.m3u8`) need hls.js where the browser cannot play them itself (everywhere but Safari). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

export interface VideoPlayerProps {
  src: string;
  /** Accessible name of the player (the lesson's title). */
  title: string;
  poster?: string | null;
  /** Shown over the frame when the video cannot be played (the caller's localised text). */
  errorText: string;
  /** The `<video>` element, for a caller that follows playback (the course player saves progress). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** `data-lesson-id` of the `<video>` (browser tests find the lesson playing by it). */
  lessonId?: string;
}

/**
 * A `<video>` with the browser's own controls (remount it with a `key` per source), shared by the catalogue's free
 * previews and the student's owned courses. MP4 plays natively; an HLS playlist is played natively where the
 * browser can, else through hls.js, which is loaded only then (never on pages without HLS video).
 */
export function VideoPlayer({ src, title, poster, errorText, videoRef, lessonId }: VideoPlayerProps) {
  const ownVideo = useRef<HTMLVideoElement>(null);
  const video = videoRef ?? ownVideo;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    if (!isHlsSource(src) || element.canPlayType('application/vnd.apple.mpegurl') !== '') {
      element.src = src;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        // No worker: the site's CSP allows workers from its own origin only, not from blob: URLs.
        const hls = new Hls({ enableWorker: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, video]);

  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: '#000',
        borderRadius: 3,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
      }}
    >
      <Box
        component="video"
        ref={video}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        poster={poster ?? undefined}
        onError={() => setFailed(true)}
        data-video-player=""
        data-lesson-id={lessonId}
        sx={{ display: 'block', width: '100%', height: '100%' }}
      />
      {failed ? (
        <Alert severity="error" sx={{ position: 'absolute', left: 16, right: 16, bottom: 16 }}>
          {errorText}
        </Alert>
      ) : null}
    </Box>
  );
}
