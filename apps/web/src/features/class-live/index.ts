/**
 * Live sessions of the class space (ADR 0043): the sessions with their state, the tutor's "Mulai sesi" and joining
 * (attendance, then the meeting in a new tab). Queries live under the class space's `sessions` area.
 */
export { useClassSessions, useJoinSession, useStartSession } from './api/class-sessions';
export { NextSessionCard } from './components/next-session-card';
export { SessionsList } from './components/sessions-list';
export { useSessionClock } from './hooks/use-session-clock';
export { nextSessionOf, phaseOf } from './session-phase';
