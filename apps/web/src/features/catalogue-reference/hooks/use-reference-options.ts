import { schoolLevels } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { subjectLabel } from '../../../lib/format';
import { useExpertise, useExpertiseCategories, useSubjects } from '../api/reference';

export interface ReferenceOption {
  value: string;
  label: string;
  group?: string;
}

/** Subjects as filter options (by slug), grouped by level in school order. */
export function useSubjectOptions(filter?: (slug: string) => boolean): ReferenceOption[] {
  const { data = [] } = useSubjects();
  return [...data]
    .filter((subject) => !filter || filter(subject.slug))
    .sort(
      (a, b) => schoolLevels.indexOf(a.level) - schoolLevels.indexOf(b.level) || a.name.localeCompare(b.name),
    )
    .map((subject) => ({
      value: subject.slug,
      label: subjectLabel(subject.name, subject.level),
      group: subject.level,
    }));
}

/** Expertise as filter options (by slug), grouped by their category. */
export function useExpertiseOptions(categorySlug?: string): ReferenceOption[] {
  const { data: expertise = [] } = useExpertise();
  const { data: categories = [] } = useExpertiseCategories();
  const category = categories.find((item) => item.slug === categorySlug || item.id === categorySlug);
  const nameOf = new Map(categories.map((item) => [item.id, item.name]));
  return expertise
    .filter((item) => !category || item.categoryId === category.id)
    .map((item) => ({ value: item.slug, label: item.name, group: nameOf.get(item.categoryId) ?? '' }))
    .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.label.localeCompare(b.label));
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
