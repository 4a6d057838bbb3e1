import { useParams } from 'react-router';
import { ScheduleManageView } from '../../../features/tutor-sessions/components/schedule-manage-view';

/**
 * `/tutor/kelas/{id}/jadwal/kelola`: add one session or a weekly series in the tutor's zone, previewing the dates.
 * Works alone or inside the class editor's tab outlet.
 */
export default function ClassScheduleManagePage() {
  const { id = '' } = useParams();
  return <ScheduleManageView key={id} classId={id} />;
}
