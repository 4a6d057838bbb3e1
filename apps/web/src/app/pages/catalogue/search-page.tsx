import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MAX_SEARCH_LENGTH } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBox } from '../../../components/search-box';
import { paths } from '../../../config/paths';
import { SearchGroups } from '../../../features/catalogue-search/components/search-groups';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/**
 * `/cari?q=…`: one search across classes, packages, materials, life-skill courses and tutors, grouped by kind
 * (issue 16, ADR 0061); the landing page's search opens it. The box at the top holds the words searched for.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('pages.search')}
      </Typography>
      <SearchBox
        key={q}
        label={t('search.page.label')}
        initialValue={q}
        onSearch={(text) => void navigate(paths.search({ q: text || null }))}
        useSuggestions={useSuggestionBox}
        sx={{ mt: 3, maxWidth: 720 }}
      />
      {q ? (
        <SearchGroups q={q} />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 3, maxWidth: 720 }}>
          {t('search.page.prompt')}
        </Typography>
      )}
    </Container>
  );
}
