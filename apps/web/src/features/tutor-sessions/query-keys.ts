/** Which sessions of a class a list shows (`GET /api/tutor/kelas/{id}/sesi?waktu=`): none = all of them. */
export type SessionView = 'mendatang' | 'riwayat' | 'semua';

/** The TanStack Query keys of a tutor's class sessions: the one place they are spelt. */
export const tutorSessionKeys = {
  all: ['tutor', 'sessions'] as const,
  ofClass: (classId: string) => [...tutorSessionKeys.all, classId] as const,
  list: (classId: string, view: SessionView, page: number, pageSize: number) =>
    [...tutorSessionKeys.ofClass(classId), view, page, pageSize] as const,
};
