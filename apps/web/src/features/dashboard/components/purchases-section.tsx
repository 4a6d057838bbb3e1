import {
  mdiBookOpenPageVariantOutline,
  mdiFileDocumentOutline,
  mdiHumanMaleBoard,
  mdiShoppingOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate, formatRupiah, formatTime } from '../../../lib/format';
import { isEmptySummary, type PendingPurchase, type PurchaseKind, type PurchaseSummary } from '../purchases';
import { EmptySection } from './empty-section';
import { paths } from '../../../config/paths';

const kinds: readonly { kind: PurchaseKind; icon: string; to: string }[] = [
  { kind: 'kelas', icon: mdiHumanMaleBoard, to: paths.classCollection() },
  { kind: 'lifeskill', icon: mdiBookOpenPageVariantOutline, to: paths.skillCourseCollection() },
  { kind: 'materi', icon: mdiFileDocumentOutline, to: paths.materialCollection() },
];

export interface PurchasesSectionProps {
  /** Undefined while it loads. */
  summary: PurchaseSummary | undefined;
  error?: unknown;
  onRetry: () => void;
  /** The way to pay a pending order (the page supplies the orders' pay button). */
  payAction: (order: PendingPurchase) => ReactNode;
}

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

function PendingOrder({ order, action }: { order: PendingPurchase; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [first, ...rest] = order.titles;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'warning.light', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}
      data-pending-order={order.number}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {order.number}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatRupiah(order.total)}</Typography>
      </Box>
      {first ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {first}
          {rest.length > 0 ? ` ${t('dashboard.purchases.moreItems', { count: rest.length })}` : ''}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.purchases.payBefore', {
          date: formatDate(order.expiresAt, i18n.language),
          time: formatTime(order.expiresAt, i18n.language),
        })}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * The student's purchases on their home: how many classes, courses and materials they own (each leading to its
 * collection), the orders still waiting for payment (with a way to pay) and the newest items. A student who bought
 * nothing yet sees the empty state with a way into the catalogue.
 */
export function PurchasesSection({ summary, error, onRetry, payAction }: PurchasesSectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (summary && !error && isEmptySummary(summary)) {
    return (
      <EmptySection
        title={t('dashboard.purchases.title')}
        icon={mdiShoppingOutline}
        emptyTitle={t('dashboard.purchases.empty')}
        emptyText={t('dashboard.purchases.emptyText')}
        actions={[
          { to: paths.materials(), label: t('dashboard.purchases.materials') },
          { to: paths.skillCourses(), label: t('dashboard.purchases.skillCourses') },
        ]}
      />
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2.5, alignContent: 'start' }}
      data-purchases=""
    >
      <Typography id={id} variant="h3" component="h2">
        {t('dashboard.purchases.title')}
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={onRetry} title={t('dashboard.purchases.loadError')} sx={{ m: 0 }} />
      ) : !summary ? (
        <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={84} aria-hidden="true" />
          <Skeleton variant="rounded" height={120} aria-hidden="true" />
        </Box>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('dashboard.purchases.countsLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(3, 1fr)',
            }}
          >
            {kinds.map(({ kind, icon, to }) => (
              <li key={kind}>
                <Box
                  component={RouterLink}
                  to={to}
                  data-owned-count={kind}
                  sx={{
                    display: 'grid',
                    justifyItems: 'center',
                    gap: 0.25,
                    p: 1.25,
                    height: '100%',
                    boxSizing: 'border-box',
                    textAlign: 'center',
                    borderRadius: 2,
                    bgcolor: 'action.hover',
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { bgcolor: 'action.selected' },
                  }}
                >
                  <MdiIcon path={icon} sx={{ color: 'primary.main' }} />
                  <Typography
                    component="span"
                    sx={{ fontWeight: 800, fontSize: '1.375rem', lineHeight: 1.2 }}
                  >
                    {summary.counts[kind]}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`dashboard.purchases.kinds.${kind}`, { count: summary.counts[kind] })}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>

          {summary.pending.length > 0 ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <SubHeading>{t('dashboard.purchases.pending', { count: summary.pendingTotal })}</SubHeading>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {summary.pending.map((order) => (
                  <PendingOrder key={order.id} order={order} action={payAction(order)} />
                ))}
              </Box>
              {summary.pendingTotal > summary.pending.length ? (
                <Link
                  component={RouterLink}
                  to={paths.orders({ status: 'pending' })}
                  sx={{ justifySelf: 'start' }}
                >
                  {t('dashboard.purchases.allPending')}
                </Link>
              ) : null}
            </Box>
          ) : null}

          {summary.latest.length > 0 ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <SubHeading>{t('dashboard.purchases.latest')}</SubHeading>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {summary.latest.map((item) => (
                  <Box
                    component="li"
                    key={`${item.kind}:${item.id}`}
                    sx={{ display: 'grid', gap: 0.25 }}
                    data-latest-purchase={item.kind}
                  >
                    <Link
                      component={RouterLink}
                      to={item.to}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboard.purchases.grantedOn', {
                        kind: t(`dashboard.purchases.kind.${item.kind}`),
                        date: formatDate(item.grantedAt, i18n.language),
                      })}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}

          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={paths.paymentHistory()} variant="outlined" size="small">
              {t('dashboard.purchases.history')}
            </Button>
            <Button component={RouterLink} to={paths.orders()} size="small">
              {t('dashboard.purchases.orders')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
