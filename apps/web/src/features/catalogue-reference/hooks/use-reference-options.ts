import { schoolLevels } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { subjectLabel } from '../../../lib/format';
import { useExpertise, useExpertiseCategories, useSubjects } from '../api/reference';

export interface ReferenceOption {
  value: string;
  label: string;
  group?: string;
}

/** Subjects as filter options (by slug), grouped by level in school order, each level in the admin's order. */
export function useSubjectOptions(filter?: (slug: string) => boolean): ReferenceOption[] {
  const { data = [] } = useSubjects();
  return (
    [...data]
      .filter((subject) => !filter || filter(subject.slug))
      // A stable sort: within a level the server's order (the admin's `position`, then the name) stays.
      .sort((a, b) => schoolLevels.indexOf(a.level) - schoolLevels.indexOf(b.level))
      .map((subject) => ({
        value: subject.slug,
        label: subjectLabel(subject.name, subject.level),
        group: subject.level,
      }))
  );
}

/** Expertise as filter options (by slug), grouped by their category; categories and items in the admin's order. */
export function useExpertiseOptions(categorySlug?: string): ReferenceOption[] {
  const { data: expertise = [] } = useExpertise();
  const { data: categories = [] } = useExpertiseCategories();
  const category = categories.find((item) => item.slug === categorySlug || item.id === categorySlug);
  const nameOf = new Map(categories.map((item) => [item.id, item.name]));
  const rankOf = new Map(categories.map((item, index) => [item.id, index]));
  const rank = (categoryId: string) => rankOf.get(categoryId) ?? categories.length;
  return expertise
    .filter((item) => !category || item.categoryId === category.id)
    .sort((a, b) => rank(a.categoryId) - rank(b.categoryId))
    .map((item) => ({ value: item.slug, label: item.name, group: nameOf.get(item.categoryId) ?? '' }));
}

/** Expertise categories as filter options (by slug). */
export function useCategoryOptions(): ReferenceOption[] {
  const { data = [] } = useExpertiseCategories();
  return data.map((item) => ({ value: item.slug, label: item.name }));
}

/** The school levels (SD, SMP, SMA, UTBK, Umum) as filter options. */
export function useLevelOptions(): ReferenceOption[] {
  const { t } = useTranslation();
  return schoolLevels.map((level) => ({ value: level, label: t(`catalogue.level.${level}`) }));
}
