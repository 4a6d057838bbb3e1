import { mdiFilterRemoveOutline, mdiMagnifyClose } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import type { SelectOption } from '../../../components/select-input';
import { formatCount } from '../../../lib/format';

/** The kinds of public catalogue lists, as their texts are keyed (`catalogue.<item>.found`). */
export type CatalogueItem = 'class' | 'package' | 'material' | 'course' | 'tutor';

/**
 * The summary of a list's size: "1.234 kelas ditemukan", or "10.000+ kelas ditemukan" when the API says its total is
 * only a lower bound (`meta.totalIsEstimate`: it stops counting past 10 000 matches, ADR 0063).
 */
export function useFoundSummary(): (
  item: CatalogueItem,
  meta: { total: number; totalIsEstimate?: boolean | undefined },
) => string {
  const { t, i18n } = useTranslation();
  return (item, meta) =>
    meta.totalIsEstimate
      ? t(`catalogue.${item}.foundAtLeast`, { total: formatCount(meta.total, i18n.language) })
      : t(`catalogue.${item}.found`, { count: meta.total });
}

/** The sort orders a list accepts, labelled. */
export function useSortOptions(sorts: readonly string[]): SelectOption[] {
  const { t } = useTranslation();
  return sorts.map((sort) => ({ value: sort, label: t(`catalogue.sort.${sort}`) }));
}

export interface NoResultsProps {
  title: string;
  /** Whether a search or a filter is applied (then "clear" is the first way out). */
  filtered: boolean;
  onClear: () => void;
  /** Another list worth a look. */
  alternative: { to: string; label: string };
}

/** The empty state of a catalogue list: clear the filters, or look elsewhere. */
export function NoResults({ title, filtered, onClear, alternative }: NoResultsProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={mdiMagnifyClose}
      title={title}
      text={filtered ? t('catalogue.state.noResultsFiltered') : t('catalogue.state.noResults')}
      actions={
        <>
          {filtered ? (
            <Button
              variant="contained"
              onClick={onClear}
              startIcon={<MdiIcon path={mdiFilterRemoveOutline} />}
            >
              {t('catalogue.filters.clearAll')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={alternative.to} variant="outlined">
            {alternative.label}
          </Button>
        </>
      }
    />
  );
}

/** Whether any search text or filter is applied (the page number and sort order aside). */
export function isFiltered(values: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(values).some(
    ([name, value]) => value !== undefined && name !== 'page' && name !== 'sort',
  );
}
