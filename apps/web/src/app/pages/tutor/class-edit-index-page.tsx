import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';

/** `/tutor/kelas/:id`: opens the editor on its first tab. */
export default function ClassEditIndexPage() {
  const { id = '' } = useParams();
  return <Navigate to={paths.tutorClassEditInfo(id)} replace />;
}
