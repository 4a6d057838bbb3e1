import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** `/tutor/kelas/tambah`: the wizard starts at its first step (keeping `?jenis=`). */
export default function ClassCreateIndexPage() {
  const { search } = useLocation();
  const kind = new URLSearchParams(search).get('jenis');
  return <Navigate to={paths.tutorClassCreateInfo({ jenis: kind })} replace />;
}
