import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { PAGE_ENTER_MS, PAGE_LEAVE_MS, PAGE_TRANSITION_NAME } from '../config/constants';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { isPageHandle } from './route-meta';

type Stage = 'idle' | 'leave' | 'enter';

interface View {
  /** Key of the page being shown (or leaving). */
  key: string;
  /** The page's element, kept so it can still be shown while it leaves. */
  element: ReactNode;
  stage: Stage;
  /** Key of the page to enter after the leave. */
  nextKey: string;
}

/**
 * Which page is shown: its pathname, except that nested tabs share their parent's key (switching tabs is not a
 * page change; a tab layout can nest its own `PageTransition`).
 */
function useTransitionKey(): string {
  const matches = useMatches();
  const { pathname } = useLocation();
  const leaf = matches.at(-1);
  if (leaf && isPageHandle(leaf.handle) && leaf.handle.parentId) return matches.at(-2)?.pathname ?? pathname;
  return leaf?.pathname ?? pathname;
}

export interface PageTransitionProps {
  name?: string;
  leaveMs?: number;
  enterMs?: number;
}

/**
 * The route outlet with the spec's page transition: named `page`, mode out-in. The old page gets
 * `page-leave page-leave-active` and stays until it has faded out; only then the new page mounts with
 * `page-enter page-enter-active`. With `prefers-reduced-motion` pages swap at once.
 */
export function PageTransition({
  name = PAGE_TRANSITION_NAME,
  leaveMs = PAGE_LEAVE_MS,
  enterMs = PAGE_ENTER_MS,
}: PageTransitionProps) {
  const outlet = useOutlet();
  const key = useTransitionKey();
  const reducedMotion = usePrefersReducedMotion();
  const [view, setView] = useState<View>({ key, element: outlet, stage: 'idle', nextKey: key });

  // Adjust state while rendering (React's pattern for state derived from a changing input).
  if (view.stage === 'leave') {
    if (view.nextKey !== key) setView({ ...view, nextKey: key });
  } else if (view.key !== key) {
    setView(
      reducedMotion
        ? { key, element: outlet, stage: 'idle', nextKey: key }
        : { ...view, stage: 'leave', nextKey: key },
    );
  } else if (view.element !== outlet) {
    setView({ ...view, element: outlet });
  }

  useEffect(() => {
    if (view.stage === 'idle') return undefined;
    const timer = setTimeout(
      () =>
        setView((current) =>
          current.stage === 'leave'
            ? { key: current.nextKey, element: null, stage: 'enter', nextKey: current.nextKey }
            : { ...current, stage: 'idle' },
        ),
      view.stage === 'leave' ? leaveMs : enterMs,
    );
    return () => clearTimeout(timer);
  }, [view.stage, leaveMs, enterMs]);

  const leaving = view.stage === 'leave';
  const className =
    view.stage === 'idle'
      ? `${name}-transition`
      : `${name}-transition ${name}-${view.stage} ${name}-${view.stage}-active`;
  return (
    <div key={view.key} className={className} data-transition={name} data-stage={view.stage}>
      {leaving ? view.element : outlet}
    </div>
  );
}
