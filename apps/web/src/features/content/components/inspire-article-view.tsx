import type { InspireArticle } from '@scola/contracts';
import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardGridItem } from '../../../components/card-grid';
import { CoverImage } from '../../../components/cover-image';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useContentLanguage } from '../api/content-db';
import { inspireTextOf } from '../search';
import { ContentHtml } from './content-html';
import { InspireCard, InspireMeta } from './inspire-card';

const RELATED_COUNT = 3;

/** Up to three other articles: the same category first, then the ones sharing the most tags, newest first. */
export function relatedArticles(article: InspireArticle, all: readonly InspireArticle[]): InspireArticle[] {
  const tags = new Set(article.texts.id.tags.map((tag) => tag.toLowerCase()));
  const score = (other: InspireArticle) =>
    (other.category === article.category ? 10 : 0) +
    other.texts.id.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({ other, order, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other);
}

/** One article: back link, category, title, meta, body, tags and related articles. */
export function InspireArticleView({
  article,
  all,
}: {
  article: InspireArticle;
  all: readonly InspireArticle[];
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const text = inspireTextOf(article, language);
  const untranslated = language === 'en' && !article.texts.en;
  const related = relatedArticles(article, all);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="article" sx={{ maxWidth: 760, width: '100%', mx: 'auto', display: 'grid', gap: 2 }}>
        <Button
          component={RouterLink}
          to={paths.inspire()}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ justifySelf: 'start', ml: -1 }}
        >
          {t('inspire.back')}
        </Button>
        <Chip
          size="small"
          label={t(`inspire.category.${article.category}`)}
          color={article.category === 'tips' ? 'primary' : 'secondary'}
          variant="outlined"
          sx={{ justifySelf: 'start' }}
        />
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
          lang={untranslated ? 'id' : undefined}
        >
          {text.title}
        </Typography>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('inspire.by', { author: article.author })}
          </Typography>
          <InspireMeta article={article} text={text} />
        </Box>
        {untranslated ? (
          <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'background.default' }}>
            <Typography variant="body2">{t('inspire.onlyIndonesian')}</Typography>
          </Paper>
        ) : null}
        {article.cover ? <CoverImage src={article.cover} alt="" eager sx={{ borderRadius: 3 }} /> : null}
        <Typography
          sx={{ fontSize: '1.125rem' }}
          color="text.secondary"
          lang={untranslated ? 'id' : undefined}
        >
          {text.summary}
        </Typography>
        <Box lang={untranslated ? 'id' : undefined}>
          <ContentHtml html={text.html} sx={{ fontSize: '1.0625rem' }} />
        </Box>
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          aria-label={t('inspire.tagsLabel')}
          role="list"
        >
          {text.tags.map((tag) => (
            <Chip key={tag} role="listitem" size="small" label={`#${tag}`} />
          ))}
        </Box>
      </Box>
      {related.length > 0 ? (
        <Box component="section" aria-labelledby="inspire-related" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="inspire-related" variant="h2" sx={{ fontSize: '1.5rem' }}>
            {t('inspire.related')}
          </Typography>
          <CardGrid columns={{ xs: 1, sm: 2, md: 3 }}>
            {related.map((other) => (
              <CardGridItem key={other.slug}>
                <InspireCard article={other} text={inspireTextOf(other, language)} headingLevel="h3" />
              </CardGridItem>
            ))}
          </CardGrid>
        </Box>
      ) : null}
    </Box>
  );
}
