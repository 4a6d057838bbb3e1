import type { User } from '@scola/contracts';
import { useAuth } from '../../auth/react';
import { StudentHome } from '../../features/dashboard/components/student-home';

/** `/beranda`: the signed-in user's home. */
export default function DashboardPage() {
  const { user } = useAuth<User>();
  return user ? <StudentHome user={user} /> : null;
}
