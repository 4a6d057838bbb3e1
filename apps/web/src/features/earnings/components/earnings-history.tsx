import type { EarningsEntry } from '@scola/contracts';
import { mdiCashMultiple } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { formatRupiah, formatShortDate } from '../../../lib/format';
import { EARNINGS_PAGE_SIZE, useEarningsHistory } from '../api/earnings';

/** `+Rp 120.000` / `−Rp 50.000`: the sign a reader of a statement expects. */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatRupiah(Math.abs(amount))}`;

function Description({ entry }: { entry: EarningsEntry }) {
  const { t, i18n } = useTranslation();
  const date = formatShortDate(entry.occurredAt, i18n.language);
  // A sale or refund is titled by its item (its kind goes below); a payout's title is already its kind.
  const parts = [
    entry.itemTitle ? t(`earnings.history.kinds.${entry.kind}`) : null,
    entry.orderNumber,
  ].filter((part): part is string => Boolean(part));
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entry.itemTitle ?? t(`earnings.history.kinds.${entry.kind}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {parts.join(' · ')}
        <Box component="span" sx={{ display: { sm: 'none' } }}>
          {parts.length > 0 ? ` · ${date}` : date}
        </Box>
      </Typography>
      {entry.kind === 'sale' && entry.grossAmount !== null ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('earnings.history.breakdown', {
            gross: formatRupiah(entry.grossAmount),
            discount: formatRupiah(entry.discount ?? 0),
            fee: formatRupiah(entry.platformFee ?? 0),
          })}
        </Typography>
      ) : null}
      {entry.pendingUntil ? (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          sx={{ mt: 0.5 }}
          label={t('earnings.history.pendingUntil', {
            date: formatShortDate(entry.pendingUntil, i18n.language),
          })}
        />
      ) : null}
    </>
  );
}

/** The movements of the tutor's money, newest first, a page at a time: a table that narrows to two columns. */
export function EarningsHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useEarningsHistory(page);

  let body;
  if (history.isError) {
    body = (
      <LoadError
        error={history.error}
        onRetry={() => void history.refetch()}
        title={t('earnings.history.loadError')}
      />
    );
  } else if (!history.data) {
    body = <Skeleton variant="rounded" height={200} aria-label={t('earnings.loading')} />;
  } else if (history.data.meta.total === 0) {
    body = (
      <EmptyState
        icon={mdiCashMultiple}
        title={t('earnings.history.empty')}
        text={t('earnings.history.emptyText')}
        headingLevel="h3"
      />
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('earnings.history.title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('earnings.history.date')}
              </TableCell>
              <TableCell>{t('earnings.history.description')}</TableCell>
              <TableCell align="right">{t('earnings.history.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data.data.map((entry) => (
              <TableRow key={entry.id} data-earnings-entry={entry.kind}>
                <TableCell
                  sx={{
                    display: { xs: 'none', sm: 'table-cell' },
                    whiteSpace: 'nowrap',
                    verticalAlign: 'top',
                  }}
                >
                  {formatShortDate(entry.occurredAt, i18n.language)}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Description entry={entry} />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    verticalAlign: 'top',
                    fontWeight: 700,
                    color: entry.amount < 0 ? 'error.main' : 'success.main',
                  }}
                >
                  {signed(entry.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return (
    <Box component="section" aria-labelledby="earnings-history-title" sx={{ mt: 4 }}>
      <Typography id="earnings-history-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('earnings.history.title')}
      </Typography>
      {body}
      <ListPagination
        page={page}
        total={history.data?.meta.total ?? 0}
        pageSize={EARNINGS_PAGE_SIZE}
        onPage={setPage}
        spacing={2}
      />
    </Box>
  );
}
