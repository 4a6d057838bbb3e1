import type { ClassSpace, ClassSpaceRole } from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { classSpaceFacts } from '../modules/catalogue';
import { enrolmentCounts, ownsClass } from '../modules/collections';
import type { RequestUser } from '../modules/users';

/** Who is entering a class space: an account id and its roles. */
export type ClassSpaceVisitor = Pick<RequestUser, 'id' | 'scope'>;

/** A class space the visitor may enter, with their role in it (ADR 0039). */
export interface ClassSpaceAccess {
  classId: string;
  title: string;
  kind: ClassSpace['kind'];
  tutorId: string;
  tutorName: string;
  role: ClassSpaceRole;
}

/**
 * The one rule of the class space: its tutor, its students (owners of the class, or of a booked bimbel slot of it)
 * and admins enter; anybody else gets 403 `CLASS_SPACE_NOT_MEMBER`, and an unknown class 404. The tutor's role wins
 * over admin (a tutor-admin acts as the tutor in their own class). 2 queries at most.
 */
export async function classSpaceAccess(
  db: Database,
  visitor: ClassSpaceVisitor,
  classId: string,
): Promise<ClassSpaceAccess> {
  const facts = await classSpaceFacts(db, classId, visitor.id);
  if (!facts) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
  const role = await roleOf(db, visitor, facts.tutorId, facts.bookedByUser, classId);
  if (!role) throw new AppError('CLASS_SPACE_NOT_MEMBER');
  return {
    classId: facts.id,
    title: facts.title,
    kind: facts.kind,
    tutorId: facts.tutorId,
    tutorName: facts.tutorName,
    role,
  };
}

async function roleOf(
  db: Database,
  visitor: ClassSpaceVisitor,
  tutorId: string,
  bookedByUser: boolean,
  classId: string,
): Promise<ClassSpaceRole | null> {
  if (visitor.id === tutorId) return 'tutor';
  if (visitor.scope.includes('admin')) return 'admin';
  if (bookedByUser || (await ownsClass(db, visitor.id, classId))) return 'student';
  return null;
}

/** Whether the visitor may enter the class space (the real-time room guard); never throws for a refusal. */
export async function mayEnterClassSpace(
  db: Database,
  visitor: ClassSpaceVisitor,
  classId: string,
): Promise<boolean> {
  try {
    await classSpaceAccess(db, visitor, classId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The class space's header: the class, the viewer's role and how many students it has. */
export async function classSpaceOf(db: Database, access: ClassSpaceAccess): Promise<ClassSpace> {
  const counts = await enrolmentCounts(db, [access.classId]);
  return {
    id: access.classId,
    title: access.title,
    kind: access.kind,
    role: access.role,
    tutor: { id: access.tutorId, name: access.tutorName },
    studentCount: counts.get(access.classId) ?? 0,
  };
}
