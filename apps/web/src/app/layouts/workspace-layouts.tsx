import { adminNav, tutorNav } from './workspace-nav';
import { WorkspaceShell } from './workspace-shell';
import { paths } from '../../config/paths';
import { tutorAreaPath } from '../../config/role-areas';

/** `admin`: management screens (tables, forms) in a constrained width. */
export function AdminLayout() {
  return (
    <WorkspaceShell
      layout="admin"
      areaKey="layout.adminArea"
      navLabelKey="nav.adminLabel"
      items={adminNav}
      homeTo={paths.adminHome()}
    />
  );
}

/** `layout-admin`: the admin home and dashboard, full width for overview panels and charts. */
export function LayoutAdmin() {
  return (
    <WorkspaceShell
      layout="layout-admin"
      areaKey="layout.adminArea"
      navLabelKey="nav.adminLabel"
      items={adminNav}
      homeTo={paths.adminHome()}
      maxWidth={false}
    />
  );
}

/** `frontend-tutor`: the tutor workspace. */
export function FrontendTutorLayout() {
  return (
    <WorkspaceShell
      layout="frontend-tutor"
      areaKey="layout.tutorArea"
      navLabelKey="nav.tutorLabel"
      items={tutorNav}
      homeTo={tutorAreaPath()}
    />
  );
}
