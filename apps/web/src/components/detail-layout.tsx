import { mdiArrowLeft, mdiCartOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from './mdi-icon';

export interface DetailLayoutProps {
  back: { to: string; label: string };
  /** The top of the page (`DetailHeader`). */
  header: ReactNode;
  /** The sections under it. */
  main: ReactNode;
  /** Price and purchase: a sticky side column on wide screens, right under the header on phones. */
  aside?: ReactNode;
}

/**
 * The frame of the catalogue detail pages (class, package, material, life-skill course, tutor): a back link, the
 * header, the sections and the purchase box (beside them on wide screens, between header and sections on phones,
 * so the price and the main action are seen early).
 */
export function DetailLayout({ back, header, main, aside }: DetailLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<MdiIcon path={mdiArrowLeft} />}
        sx={{ mb: 2, ml: -1 }}
      >
        {back.label}
      </Button>
      <Box
        sx={{
          display: 'grid',
          columnGap: 4,
          rowGap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: aside ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)',
          },
          gridTemplateAreas: {
            xs: aside ? '"header" "aside" "main"' : '"header" "main"',
            md: aside ? '"header aside" "main aside"' : '"header" "main"',
          },
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'header', minWidth: 0 }}>{header}</Box>
        <Box sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: 4 }}>{main}</Box>
        {aside ? (
          <Box sx={{ gridArea: 'aside', position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>
            {aside}
          </Box>
        ) : null}
      </Box>
    </Container>
  );
}

/** A titled section of a detail page (`<section>` labelled by its `<h2>`). */
export function DetailSection({
  title,
  children,
  action,
  id: sectionId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** The section's own id (a target to scroll to); it can then take focus. */
  id?: string;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      {...(sectionId ? { id: sectionId, tabIndex: -1, sx: { scrollMarginTop: 80, outline: 'none' } } : {})}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h3" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box>{children}</Box>
    </Box>
  );
}

export interface PurchaseBoxProps {
  /** The price (a `PriceTag`). */
  price: ReactNode;
  /** Short facts under the price (seats left, sessions, pages…). */
  facts?: ReactNode;
  buyLabel: string;
  /** More actions (the material's preview, the course's free lessons). */
  children?: ReactNode;
}

/**
 * The purchase action of the item a page shows (add to cart, or "owned"): the page provides it around the detail
 * view, and the view's `PurchaseBox` shows it in place of its placeholder button.
 */
export const PurchaseActionContext = createContext<ReactNode>(null);

/**
 * Price and purchase: the action the page provides through `PurchaseActionContext`; without one, the button is shown
 * disabled with a visible "coming soon" note rather than a purchase that does not work.
 */
export function PurchaseBox({ price, facts, buyLabel, children }: PurchaseBoxProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const action = useContext(PurchaseActionContext);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1.5 }}
      data-purchase-box=""
    >
      {price}
      {facts}
      {action ?? (
        <>
          <Button
            variant="contained"
            size="large"
            disabled
            startIcon={<MdiIcon path={mdiCartOutline} />}
            aria-describedby={hintId}
            data-buy-button=""
          >
            {buyLabel}
          </Button>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('catalogue.purchase.comingSoon')}
          </Typography>
        </>
      )}
      {children}
    </Paper>
  );
}

/** The loading shape of a detail page. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 2, md: 4 } }}
      role="status"
      aria-label={t('app.loading')}
      data-skeleton=""
    >
      <Box
        aria-hidden="true"
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}
      >
        <Box>
          <Skeleton width={120} height={36} />
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 7', height: 'auto', mt: 1 }} />
          <Skeleton width="30%" sx={{ mt: 2 }} />
          <Skeleton width="85%" height={48} />
          <Skeleton width="65%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
        </Box>
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Container>
  );
}
