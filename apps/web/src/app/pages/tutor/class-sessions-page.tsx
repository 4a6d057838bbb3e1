import { useParams } from 'react-router';
import { ClassSessionsView } from '../../../features/tutor-sessions/components/class-sessions-view';

/** `/tutor/kelas/{id}/sesi`: every session of the class, numbered; rename one or change its meeting link. Works alone or inside the class editor's tab outlet. */
export default function ClassSessionsPage() {
  const { id = '' } = useParams();
  return <ClassSessionsView key={id} classId={id} page="sessions" view="semua" offered={['edit']} />;
}
