import { STUDY_ROOM_CHAT_OPEN_AFTER_END_HOURS } from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { studyRoomStanding } from '../modules/study-rooms';
import type { RequestUser } from '../modules/users';

/** Who is reaching a study room's chat: an account id and its roles. */
export type StudyRoomChatVisitor = Pick<RequestUser, 'id' | 'scope'>;

/** A study room's chat the visitor may read, and whether they may write in it now. */
export interface StudyRoomChatAccess {
  roomId: string;
  tutorId: string;
  userId: string;
  role: 'tutor' | 'participant' | 'admin';
  muted: boolean;
  cancelled: boolean;
  /** 24 h after the room ends: read-only from then on. */
  closesAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The one rule of a study room's chat (ADR 0049): its tutor, its participants not removed, and admins (who read)
 * enter; a removed participant gets 403 `STUDY_ROOM_REMOVED`, anybody else 403 `STUDY_ROOM_NOT_PARTICIPANT`, an
 * unknown room 404. The tutor's role wins over admin. One query.
 */
export async function studyRoomChatAccess(
  db: Database,
  visitor: StudyRoomChatVisitor,
  roomId: string,
): Promise<StudyRoomChatAccess> {
  const standing = await studyRoomStanding(db, roomId, visitor.id);
  if (!standing) throw new AppError('STUDY_ROOM_NOT_FOUND');
  const { room, participant } = standing;
  const active = participant !== null && participant.removedAt === null;
  const role = roleOf(visitor, room.tutorId, active);
  if (!role) {
    throw new AppError(participant?.removedAt ? 'STUDY_ROOM_REMOVED' : 'STUDY_ROOM_NOT_PARTICIPANT');
  }
  return {
    roomId: room.id,
    tutorId: room.tutorId,
    userId: visitor.id,
    role,
    muted: role === 'participant' && participant?.mutedAt != null,
    cancelled: room.status === 'cancelled',
    closesAt: new Date(room.endsAt.getTime() + STUDY_ROOM_CHAT_OPEN_AFTER_END_HOURS * HOUR_MS),
  };
}

function roleOf(visitor: StudyRoomChatVisitor, tutorId: string, activeParticipant: boolean) {
  if (visitor.id === tutorId) return 'tutor' as const;
  if (activeParticipant) return 'participant' as const;
  if (visitor.scope.includes('admin')) return 'admin' as const;
  return null;
}

/** Why the visitor may not write now (null: they may). Admins read only; the chat closes 24 h after the room. */
export function postRefusal(access: StudyRoomChatAccess, now: Date): AppError | null {
  if (access.role === 'admin') return new AppError('STUDY_ROOM_NOT_PARTICIPANT');
  if (access.muted) return new AppError('STUDY_ROOM_MUTED');
  if (access.cancelled) return new AppError('STUDY_ROOM_CANCELLED');
  if (now.getTime() >= access.closesAt.getTime()) return new AppError('STUDY_ROOM_CHAT_CLOSED');
  return null;
}

/** Whether the visitor may watch the room's socket room (the real-time guard); never throws for a refusal. */
export async function mayWatchStudyRoom(
  db: Database,
  visitor: StudyRoomChatVisitor,
  roomId: string,
): Promise<boolean> {
  try {
    await studyRoomChatAccess(db, visitor, roomId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
