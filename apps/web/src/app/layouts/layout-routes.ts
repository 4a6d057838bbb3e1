import type { ComponentType } from 'react';
import type { LayoutName } from '../../config/route-table';
import { FrontendLayout, FrontendMathLayout } from './frontend-layout';

type LayoutModule = () => Promise<ComponentType>;

/**
 * The component of each layout. `frontend` (the landing page's, with its maths variant) is bundled eagerly; the others load with their
 * first page. `default` has no pages: the error page uses it directly.
 */
export const layoutComponents: Readonly<Record<Exclude<LayoutName, 'default'>, LayoutModule>> = {
  frontend: () => Promise.resolve(FrontendLayout),
  'frontend-math': () => Promise.resolve(FrontendMathLayout),
  'frontend-student': () => import('./frontend-student-layout').then((m) => m.FrontendStudentLayout),
  'frontend-tanpa-header': () =>
    import('./frontend-tanpa-header-layout').then((m) => m.FrontendTanpaHeaderLayout),
  'frontend-tutor': () => import('./workspace-layouts').then((m) => m.FrontendTutorLayout),
  admin: () => import('./workspace-layouts').then((m) => m.AdminLayout),
  'layout-admin': () => import('./workspace-layouts').then((m) => m.LayoutAdmin),
  app: () => import('./app-layout').then((m) => m.AppLayout),
};
