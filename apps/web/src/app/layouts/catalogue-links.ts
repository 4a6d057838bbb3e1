import { paths } from '../../config/paths';

export interface CatalogueLink {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
}

/** The main catalogue links of the site header, its mobile menu and the footer. */
export const catalogueLinks: readonly CatalogueLink[] = [
  { to: paths.classes(), labelKey: 'nav.classes' },
  { to: paths.materials(), labelKey: 'nav.materials' },
  { to: paths.skillCourses(), labelKey: 'nav.skillCourses' },
  { to: paths.tutors(), labelKey: 'nav.tutors' },
];
