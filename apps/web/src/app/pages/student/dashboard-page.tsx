import type { User } from '@scola/contracts';
import { useAuth } from '../../../auth/react';
import { hasScope } from '../../../auth/scope';
import {
  useOwnedClasses,
  useOwnedCourses,
  useOwnedMaterials,
  useUpcomingSessions,
} from '../../../features/collections/api/collections';
import { coursePlayerPath } from '../../../features/collections/components/course-collection';
import { useJoinSession, useSessionClock } from '../../../features/class-live';
import { NextSessionsSection } from '../../../features/dashboard/components/next-sessions-section';
import { PurchasesSection } from '../../../features/dashboard/components/purchases-section';
import { StudentHome } from '../../../features/dashboard/components/student-home';
import { latestPurchases, type PurchaseSummary } from '../../../features/dashboard/purchases';
import { useOrders } from '../../../features/orders/api/orders';
import { OrderActions } from '../../../features/orders/components/order-actions';
import { paths } from '../../../config/paths';

/** How many of the newest items and pending orders the home lists. */
const LATEST = 4;
const PENDING = 3;

/**
 * The purchases on the home: the counts and newest items of the collections (`GET /api/koleksi/*`, first page) and
 * the orders waiting for payment (`GET /api/transaksi?status=pending`).
 */
function Purchases() {
  const classes = useOwnedClasses();
  const courses = useOwnedCourses();
  const materials = useOwnedMaterials();
  const pending = useOrders({ status: 'pending', page: 1, pageSize: PENDING }, { refetchInterval: 60_000 });
  const queries = [classes, courses, materials, pending];
  const failed = queries.find((query) => query.isError);
  let summary: PurchaseSummary | undefined;
  if (classes.data && courses.data && materials.data && pending.data) {
    summary = {
      counts: {
        kelas: classes.data.meta.total,
        lifeskill: courses.data.meta.total,
        materi: materials.data.meta.total,
      },
      latest: latestPurchases(
        [
          classes.data.data.map((item) => ({
            kind: 'kelas' as const,
            id: item.id,
            title: item.title,
            to: paths.classCollectionItem(item.id),
            grantedAt: item.grantedAt,
          })),
          courses.data.data.map((item) => ({
            kind: 'lifeskill' as const,
            id: item.id,
            title: item.title,
            to: coursePlayerPath(item.id),
            grantedAt: item.grantedAt,
          })),
          materials.data.data.map((item) => ({
            kind: 'materi' as const,
            id: item.id,
            title: item.title,
            to: paths.materialDetail(item.id),
            grantedAt: item.grantedAt,
          })),
        ],
        LATEST,
      ),
      pending: pending.data.data.map((order) => ({
        id: order.id,
        number: order.number,
        total: order.total,
        expiresAt: order.expiresAt,
        titles: order.lines.map((line) => line.title),
      })),
      pendingTotal: pending.data.meta.total,
    };
  }
  return (
    <PurchasesSection
      summary={summary}
      error={failed?.error}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
      payAction={(order) => (
        <OrderActions order={{ ...order, status: 'pending' }} size="small" cancellable={false} />
      )}
    />
  );
}

/** The student's next sessions (`GET /api/koleksi/sesi`). */
function NextSessions() {
  const sessions = useUpcomingSessions();
  const join = useJoinSession();
  const now = useSessionClock();
  return (
    <NextSessionsSection
      sessions={sessions.data?.data}
      error={sessions.error}
      onRetry={() => void sessions.refetch()}
      onJoin={(session) => join.mutate({ classId: session.classId, sessionId: session.id })}
      joining={join.isPending ? (join.variables?.sessionId ?? null) : null}
      joinError={join.error}
      now={now}
    />
  );
}

/** `/beranda`: the signed-in user's home. */
export default function DashboardPage() {
  const { user } = useAuth<User>();
  if (!user) return null;
  // Collections and orders belong to students; tutors and admins see the home without them.
  const student = hasScope(user.scope, 'student');
  return (
    <StudentHome
      user={user}
      nextSessions={student ? <NextSessions /> : undefined}
      purchases={student ? <Purchases /> : undefined}
    />
  );
}
