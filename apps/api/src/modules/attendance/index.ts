/**
 * Attendance of live sessions (ADR 0043): who joined which session through the class space, and when. No routes
 * of its own: the class-space workflows record joins and read the counts.
 */
export {
  attendanceOfUser,
  attendeeCounts,
  ensureAttendance,
  recordJoin,
  sessionsAttendedBy,
  type AttendanceRow,
} from './attendance.repository';
export { sessionAttendance as sessionAttendanceTable } from './attendance.tables';
