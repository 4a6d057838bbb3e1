import { useParams } from 'react-router';
import { ClassSessionsView } from '../../../features/tutor-sessions/components/class-sessions-view';

/** `/tutor/kelas/{id}/jadwal/riwayat`: the class's past and cancelled sessions, latest first. Works alone or inside the class editor's tab outlet. */
export default function ClassScheduleHistoryPage() {
  const { id = '' } = useParams();
  return <ClassSessionsView key={id} classId={id} page="history" view="riwayat" offered={[]} />;
}
