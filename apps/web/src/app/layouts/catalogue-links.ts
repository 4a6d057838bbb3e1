export interface CatalogueLink {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
}

/** The main catalogue links of the site header, its mobile menu and the footer. */
export const catalogueLinks: readonly CatalogueLink[] = [
  { to: '/kelas', labelKey: 'nav.classes' },
  { to: '/materi', labelKey: 'nav.materials' },
  { to: '/lifeskill', labelKey: 'nav.skillCourses' },
  { to: '/tutor', labelKey: 'nav.tutors' },
];
