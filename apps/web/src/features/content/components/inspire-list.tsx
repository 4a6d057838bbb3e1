import { inspireCategories, type InspireArticle, type InspireCategory } from '@scola/contracts';
import { mdiMagnify, mdiMagnifyClose } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { useContentLanguage } from '../api/content-db';
import { inspireTextOf, searchInspire } from '../search';
import { InspireCard } from './inspire-card';

export interface InspireListProps {
  articles: readonly InspireArticle[];
  category: InspireCategory | undefined;
  text: string;
  /** What changed: the category (`undefined`: all), the text, or both. */
  onChange: (query: { category?: InspireCategory | undefined; text?: string }) => void;
}

/** The inspire articles: category tabs, a search box whose results follow what is typed, the cards. */
export function InspireList({ articles, category, text, onChange }: InspireListProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const searchId = useId();
  const resultsId = useId();
  const found = searchInspire(articles, language, { category, text });
  const tabs = ['all', ...inspireCategories] as const;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Tabs
          value={category ?? 'all'}
          onChange={(_event, value: (typeof tabs)[number]) =>
            onChange({ category: value === 'all' ? undefined : value })
          }
          aria-label={t('inspire.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(`inspire.tabs.${tab}`)} aria-controls={resultsId} />
          ))}
        </Tabs>
        <Box role="search" sx={{ flex: '1 1 260px', maxWidth: { sm: 380 } }}>
          <label htmlFor={searchId} style={visuallyHiddenStyle}>
            {t('inspire.searchLabel')}
          </label>
          <OutlinedInput
            id={searchId}
            type="search"
            value={text}
            placeholder={t('inspire.searchPlaceholder')}
            onChange={(event) => onChange({ text: event.target.value })}
            inputProps={{ maxLength: 100, 'aria-controls': resultsId }}
            startAdornment={
              <InputAdornment position="start">
                <MdiIcon path={mdiMagnify} />
              </InputAdornment>
            }
            fullWidth
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {t('inspire.resultCount', { count: found.length })}
      </Typography>
      <Box id={resultsId}>
        {found.length === 0 ? (
          <EmptyState
            icon={mdiMagnifyClose}
            title={t('inspire.empty')}
            text={t('inspire.emptyText')}
            actions={
              <Button variant="outlined" onClick={() => onChange({ category: undefined, text: '' })}>
                {t('inspire.showAll')}
              </Button>
            }
          />
        ) : (
          <CardGrid label={t('inspire.listLabel')} columns={{ xs: 1, sm: 2, md: 3 }}>
            {found.map((article) => (
              <CardGridItem key={article.slug}>
                <InspireCard article={article} text={inspireTextOf(article, language)} />
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </Box>
    </Box>
  );
}
