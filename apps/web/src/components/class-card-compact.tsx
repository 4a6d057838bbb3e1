import { mdiCalendarBlankOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiveClassCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../lib/format';
import { CardFact, CardShell, CardTitleLink } from './card-parts';
import { CoverImage } from './cover-image';
import { PriceTag } from './price-tag';
import { paths } from '../config/paths';

export interface ClassCardCompactProps {
  liveClass: LiveClassCard;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Position in a numbered list (the classes of a package), shown before the title. */
  position?: number;
}

/**
 * The compact class card (spec widget "class card 2"): a row with a small cover, for lists inside other pages
 * (the classes of a package, a tutor's classes, "more from this tutor").
 */
export function ClassCardCompact({ liveClass, headingLevel = 'h3', position }: ClassCardCompactProps) {
  const { t, i18n } = useTranslation();
  return (
    <CardShell kind="class-compact" direction="row" sx={{ alignItems: 'stretch' }}>
      <CoverImage
        src={liveClass.coverUrl}
        alt=""
        ratio={1}
        sx={{ width: { xs: 88, sm: 112 }, alignSelf: 'stretch', aspectRatio: 'auto', minHeight: 88 }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
          {position !== undefined ? `${position}. ` : ''}
          {liveClass.subject.name} · {liveClass.level} · {t(`catalogue.kind.${liveClass.kind}`)}
        </Typography>
        <CardTitleLink to={paths.classDetail(liveClass.id)} component={headingLevel} size="small">
          {liveClass.title}
        </CardTitleLink>
        <CardFact icon={mdiCalendarBlankOutline}>
          {liveClass.firstSessionAt
            ? t('catalogue.class.startsOn', {
                date: formatShortDate(liveClass.firstSessionAt, i18n.language),
                count: liveClass.sessionCount,
              })
            : t('catalogue.class.noSchedule')}
        </CardFact>
        <PriceTag
          amount={liveClass.finalPrice}
          previousAmount={liveClass.salePrice === null ? null : liveClass.price}
        />
      </Box>
    </CardShell>
  );
}
