import type { ClassSpaceSession, LiveSessionState } from '@scola/contracts';

/**
 * A session's state and join window at `now` (the viewer's clock moves on between fetches: the window opens and the
 * session ends without a reload). The server decides again on every start and join.
 */
export function phaseOf(
  session: ClassSpaceSession,
  now: number,
): { state: LiveSessionState; joinOpen: boolean } {
  if (session.state === 'cancelled') return { state: 'cancelled', joinOpen: false };
  const ends = Date.parse(session.endsAt);
  if (now >= ends) return { state: 'ended', joinOpen: false };
  const joinOpen = now >= Date.parse(session.joinOpensAt);
  return { state: session.liveStartedAt ? 'live' : 'upcoming', joinOpen };
}

/** The session to show first: the live one, else the next that has not ended; null when none is left. */
export function nextSessionOf(sessions: readonly ClassSpaceSession[], now: number): ClassSpaceSession | null {
  const open = sessions.filter((session) => {
    const { state } = phaseOf(session, now);
    return state === 'live' || state === 'upcoming';
  });
  return open.find((session) => phaseOf(session, now).state === 'live') ?? open[0] ?? null;
}
