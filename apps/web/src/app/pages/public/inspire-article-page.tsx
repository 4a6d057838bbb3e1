import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { inspireTextOf, useContentDb, useContentLanguage } from '../../../features/content';
import { InspireArticleView } from '../../../features/content/components/inspire-article-view';
import { usePageDescription, usePageTitle } from '../../document-title';
import { notFound } from '../../errors';

/**
 * `/inspire/{slug}`: one article of the content database (ADR 0052), in the app's language (Indonesian when it has
 * no translation). A slug the database does not hold is the app's 404 page, as an unknown address is.
 */
export default function InspireArticlePage() {
  const { slug = '' } = useParams();
  const query = useContentDb();
  const language = useContentLanguage();
  const article = query.data?.inspire.find((entry) => entry.slug === slug);
  const text = article ? inspireTextOf(article, language) : undefined;
  usePageTitle(text?.title);
  usePageDescription(text?.summary);

  if (query.isPending)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" height={64} />
        <Skeleton variant="rounded" height={320} />
      </Container>
    );
  if (query.isError)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  // Thrown while rendering: the route's error element shows the 404 page.
  if (!article) notFound();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <InspireArticleView article={article} all={query.data.inspire} />
    </Container>
  );
}
