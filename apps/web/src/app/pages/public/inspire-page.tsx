import { inspireCategories, type InspireCategory } from '@scola/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { useContentDb } from '../../../features/content';
import { InspireList } from '../../../features/content/components/inspire-list';
import { usePageDescription } from '../../document-title';

const isCategory = (value: string | null): value is InspireCategory =>
  (inspireCategories as readonly (string | null)[]).includes(value);

/**
 * `/inspire` (Inspirasi): study tips and learner stories from the content database (ADR 0052). The category and
 * the search text live in the address (`?kategori=tips&q=…`), so the back link of an article returns to the same
 * list.
 */
export default function InspirePage() {
  const { t } = useTranslation();
  const query = useContentDb();
  const [params, setParams] = useSearchParams();
  const [category, setCategory] = useState(() => {
    const value = params.get('kategori');
    return isCategory(value) ? value : undefined;
  });
  const [text, setText] = useState(() => params.get('q') ?? '');
  usePageDescription(t('inspire.intro'));

  // The page's state is the truth and the address follows it (read once, on arrival): two changes in a row (a tab,
  // then a keystroke) would otherwise both start from the same old address.
  const address = new URLSearchParams();
  if (category) address.set('kategori', category);
  if (text) address.set('q', text);
  const wanted = address.toString();
  useEffect(() => {
    setParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
  }, [wanted, setParams]);

  const update = (next: { category?: InspireCategory | undefined; text?: string }) => {
    if ('category' in next) setCategory(next.category);
    if (next.text !== undefined) setText(next.text);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('pages.inspire')} intro={t('inspire.intro')} />
      {query.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <InspireList articles={query.data.inspire} category={category} text={text} onChange={update} />
      )}
    </Container>
  );
}
