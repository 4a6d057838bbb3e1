import type { InspireArticle, InspireText } from '@scola/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

/** The date and reading time of an article, as one line. */
export function InspireMeta({ article, text }: { article: InspireArticle; text: InspireText }) {
  const { t, i18n } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={article.date}>{formatDate(article.date, i18n.language)}</time>
      {' · '}
      {t('inspire.readingTime', { count: text.readingMinutes })}
    </Typography>
  );
}

/** An article in a list: cover, category, title, summary, date and reading time; the whole card is the link. */
export function InspireCard({
  article,
  text,
  headingLevel = 'h2',
}: {
  article: InspireArticle;
  text: InspireText;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }} data-inspire-card={article.slug}>
      <CardActionArea
        component={RouterLink}
        to={paths.inspireArticle(article.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CoverImage src={article.cover} alt="" ratio={16 / 7} />
        <Box sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', flex: 1 }}>
          <Chip
            size="small"
            label={t(`inspire.category.${article.category}`)}
            color={article.category === 'tips' ? 'primary' : 'secondary'}
            variant="outlined"
            sx={{ justifySelf: 'start' }}
          />
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
            {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.summary}
          </Typography>
          <InspireMeta article={article} text={text} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
