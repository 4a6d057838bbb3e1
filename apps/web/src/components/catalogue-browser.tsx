import { mdiArrowRight, mdiFilterVariant } from '@mdi/js';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActiveFilters } from './active-filters';
import { type FilterControl, FilterPanel, type FilterPatch } from './filter-panel';
import { MdiIcon } from './mdi-icon';
import { SearchBox, type UseFieldSuggestions } from './search-box';
import { type SelectOption, SelectInput } from './select-input';

type Values = Readonly<Record<string, string | number | undefined>>;

export interface CatalogueBrowserProps {
  title: string;
  intro?: string;
  /** A related list worth knowing about, linked under the intro (the class list points at the packages). */
  introLink?: { to: string; label: string };
  /** A hero replacing the plain title (it brings its own `<h1>`; the maths corner's formula). */
  hero?: ReactNode;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Suggestions under the search field (the catalogue search's `useSuggestionBox`). */
  useSuggestions?: UseFieldSuggestions;
  controls: readonly FilterControl[];
  sortOptions: readonly SelectOption[];
  values: Values;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  /** "36 kelas ditemukan" (announced politely when it changes); undefined while loading. */
  summary?: string;
  /** The results (`ResultsView`). */
  children: ReactNode;
}

/**
 * The frame of a catalogue list page: title, search, filters (a side column on wide screens, a toggled panel on
 * phones), the applied filters as chips, result count and sort order, then the results.
 */
export function CatalogueBrowser({
  title,
  intro,
  introLink,
  hero,
  searchLabel,
  searchPlaceholder,
  useSuggestions,
  controls,
  sortOptions,
  values,
  onChange,
  onClear,
  summary,
  children,
}: CatalogueBrowserProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const sortId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = Object.entries(values).filter(
    ([name, value]) => value !== undefined && !['q', 'sort', 'page'].includes(name),
  ).length;
  const query = typeof values.q === 'string' ? values.q : '';

  return (
    <>
      {hero}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {hero ? null : (
          <>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
              {title}
            </Typography>
            {intro ? (
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
                {intro}
              </Typography>
            ) : null}
            {introLink ? (
              <Link
                component={RouterLink}
                to={introLink.to}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 500 }}
              >
                {introLink.label}
                <MdiIcon path={mdiArrowRight} fontSize="small" />
              </Link>
            ) : null}
          </>
        )}
        <SearchBox
          key={query}
          label={searchLabel}
          {...(searchPlaceholder ? { placeholder: searchPlaceholder } : {})}
          initialValue={query}
          onSearch={(text) => onChange({ q: text === '' ? undefined : text })}
          {...(useSuggestions ? { useSuggestions } : {})}
          sx={{ mt: hero ? 0 : 3, maxWidth: 720 }}
        />
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            {/* A heading (disclosure pattern): on phones the panel with its own heading is collapsed, and the
                result cards' headings need a heading level above them. */}
            <Box component="h2" sx={{ m: 0, font: 'inherit', display: { xs: 'block', md: 'none' } }}>
              <Button
                variant="outlined"
                fullWidth
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
                startIcon={
                  <Badge badgeContent={activeCount} color="primary">
                    <MdiIcon path={mdiFilterVariant} />
                  </Badge>
                }
              >
                {filtersOpen ? t('catalogue.filters.hide') : t('catalogue.filters.show')}
              </Button>
            </Box>
            <Paper
              id={panelId}
              component="section"
              aria-label={t('catalogue.filters.title')}
              variant="outlined"
              sx={{
                p: 2,
                borderRadius: 3,
                mt: { xs: 1.5, md: 0 },
                display: { xs: filtersOpen ? 'block' : 'none', md: 'block' },
                position: { md: 'sticky' },
                top: { md: 88 },
              }}
            >
              <Typography variant="h4" component="h2" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 2 }}>
                {t('catalogue.filters.title')}
              </Typography>
              <FilterPanel controls={controls} values={values} onChange={onChange} />
            </Paper>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
              <Typography
                role="status"
                aria-live="polite"
                sx={{ flex: '1 1 200px', fontWeight: 500 }}
                data-result-summary=""
              >
                {summary ?? ''}
              </Typography>
              <SelectInput
                id={sortId}
                label={t('catalogue.sort.label')}
                value={typeof values.sort === 'string' ? values.sort : ''}
                emptyLabel={t('catalogue.sort.default')}
                options={sortOptions}
                onChange={(value) => onChange({ sort: value === '' ? undefined : value })}
                sx={{ width: { xs: '100%', sm: 220 } }}
              />
            </Box>
            <ActiveFilters controls={controls} values={values} onChange={onChange} onClear={onClear} />
            <Box sx={{ mt: 2 }}>{children}</Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
