import { AppError } from '../lib/app-error';

/** What a meeting provider knows of a session: enough to open (or create) its room. */
export interface MeetingSession {
  id: string;
  classId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string | null;
}

/** Who is joining, as the provider names them in the room. */
export interface MeetingParticipant {
  id: string;
  role: 'tutor' | 'student';
}

/**
 * Where a member goes to take part in a live session (ADR 0043). The URL provider sends everybody to the link the
 * tutor set (Zoom, Meet, Jitsi, …). A provider that creates rooms itself (LiveKit: a room per session, a token per
 * participant, webhooks for who was in) implements the same call and answers a URL with the participant's token.
 */
export interface MeetingProvider {
  readonly name: string;
  joinTarget(session: MeetingSession, participant: MeetingParticipant): Promise<{ url: string }>;
}

/** The link the tutor set on the session; `SESSION_NO_MEETING_LINK` until there is one. */
export const urlMeetingProvider: MeetingProvider = {
  name: 'url',
  joinTarget(session) {
    if (!session.meetingUrl) return Promise.reject(new AppError('SESSION_NO_MEETING_LINK'));
    return Promise.resolve({ url: session.meetingUrl });
  },
};
