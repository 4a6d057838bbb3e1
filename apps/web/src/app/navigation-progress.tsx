import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HEIGHT_PX,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
} from '../config/constants';
import { createProgressController, type ProgressPhase } from '../lib/progress-controller';

/** The theme's primary colour (`theme.ts`), without the MUI runtime on the landing page (ADR 0011). */
const PROGRESS_COLOR = '#1746a2';

/**
 * The top progress bar during navigation (spec §2, §9): driven by the router's navigation state (which is
 * `loading` while a lazy page chunk or a loader is pending). Timing lives in `lib/progress-controller.ts`.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<ProgressPhase>('hidden');
  const [controller] = useState(() =>
    createProgressController({
      throttleMs: PROGRESS_THROTTLE_MS,
      hideDelayMs: PROGRESS_HIDE_DELAY_MS,
      onChange: setPhase,
    }),
  );

  useEffect(() => {
    if (busy) controller.start();
    else controller.finish();
  }, [busy, controller]);
  useEffect(() => () => controller.dispose(), [controller]);

  if (phase === 'hidden') return null;
  return (
    <div
      className="nav-progress"
      data-phase={phase}
      aria-hidden="true"
      style={{
        height: PROGRESS_HEIGHT_PX,
        backgroundColor: PROGRESS_COLOR,
        animationDuration: `${PROGRESS_DURATION_MS}ms`,
      }}
    />
  );
}
