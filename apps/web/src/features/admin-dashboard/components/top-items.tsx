import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardTopItem } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import { formatCount } from './dashboard-format';

/**
 * The five best-selling items of 30 days as a ranked list, each with a bar as long as its share of the first's
 * revenue (the bar is decoration: the revenue is written next to it).
 */
export function TopItems({ items }: { items: readonly DashboardTopItem[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const top = items[0]?.revenue ?? 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-top-items=""
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 2 }}>
        {t('adminDashboard.topItems.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" data-top-items-empty="" sx={{ py: 3, textAlign: 'center' }}>
          {t('adminDashboard.topItems.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((item, index) => (
            <Box component="li" key={`${item.kind}:${item.id}`} data-top-item={item.id}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {index + 1}. {item.title}
                </Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatRupiah(item.revenue)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t(`adminDashboard.kinds.${item.kind}`)} ·{' '}
                {t('adminDashboard.topItems.units', {
                  count: item.units,
                  units: formatCount(item.units, i18n.language),
                })}
              </Typography>
              <Box
                aria-hidden="true"
                sx={{ mt: 0.75, height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${top > 0 ? Math.max(2, Math.round((item.revenue / top) * 100)) : 0}%`,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
