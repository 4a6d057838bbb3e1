import { schoolLevels } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useExpertise, useExpertiseCategories, useSubjects } from '../../catalogue-reference';
import type { ReviewNames } from '../components/review-step';
import type { TeachingOptions } from '../components/teaching-step';

/**
 * The admin's expertise (grouped by category) and subjects (grouped by level, in school order) as picker options,
 * with their names by id for the review.
 */
export function useTeachingOptions(): { options: TeachingOptions; names: ReviewNames; error: unknown } {
  const { t } = useTranslation();
  const expertise = useExpertise();
  const categories = useExpertiseCategories();
  const subjects = useSubjects();
  const categoryName = new Map((categories.data ?? []).map((item) => [item.id, item.name]));
  const categoryRank = new Map((categories.data ?? []).map((item, index) => [item.id, index]));
  const rank = (id: string) => categoryRank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const expertiseOptions = [...(expertise.data ?? [])]
    .sort((a, b) => rank(a.categoryId) - rank(b.categoryId))
    .map((item) => ({ id: item.id, label: item.name, group: categoryName.get(item.categoryId) ?? '' }));
  const subjectOptions = [...(subjects.data ?? [])]
    .sort((a, b) => schoolLevels.indexOf(a.level) - schoolLevels.indexOf(b.level))
    .map((item) => ({
      id: item.id,
      label: `${item.name} (${item.level})`,
      group: t(`catalogue.level.${item.level}`),
    }));
  return {
    options: {
      expertise: expertiseOptions,
      subjects: subjectOptions,
      loading: expertise.isPending || subjects.isPending || categories.isPending,
    },
    names: {
      expertise: new Map(expertiseOptions.map((option) => [option.id, option.label])),
      subjects: new Map(subjectOptions.map((option) => [option.id, option.label])),
    },
    error: expertise.error ?? subjects.error ?? categories.error ?? undefined,
  };
}
