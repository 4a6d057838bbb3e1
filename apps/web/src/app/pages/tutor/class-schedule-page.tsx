import { useParams } from 'react-router';
import { ClassSessionsView } from '../../../features/tutor-sessions/components/class-sessions-view';

/** `/tutor/kelas/{id}/jadwal`: the class's upcoming sessions with their links; reschedule or cancel one, with a reason. Works alone or inside the class editor's tab outlet. */
export default function ClassSchedulePage() {
  const { id = '' } = useParams();
  return (
    <ClassSessionsView
      key={id}
      classId={id}
      page="schedule"
      view="mendatang"
      offered={['reschedule', 'cancel']}
    />
  );
}
