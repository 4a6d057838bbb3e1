import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FinishedClass } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Rating } from '../../../components/rating';
import { formatDate, formatRupiah } from '../../../lib/format';

/** Facts of a finished class: when it ran, students of capacity, its rating and its sales ("Penjualan"). */
export function ClassFacts({ item }: { item: FinishedClass }) {
  const { t, i18n } = useTranslation();
  const facts: [string, React.ReactNode][] = [
    [
      t('tutorRecords.ran'),
      item.firstSessionAt && item.lastSessionEndsAt
        ? t('tutorRecords.span', {
            from: formatDate(item.firstSessionAt, i18n.language),
            to: formatDate(item.lastSessionEndsAt, i18n.language),
          })
        : '–',
    ],
    [
      t('tutorRecords.students'),
      t('tutorRecords.seats', { enrolled: item.enrolled, capacity: item.capacity }),
    ],
    [
      t('tutorRecords.rating'),
      <Rating
        key="rating"
        value={item.rating.average}
        count={item.rating.count}
        label={t('tutorRecords.classRating')}
      />,
    ],
    [
      t('tutorRecords.sales'),
      `${formatRupiah(item.sales)} · ${t('tutorRecords.salesLines', { count: item.salesCount })}`,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-fact={term}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
