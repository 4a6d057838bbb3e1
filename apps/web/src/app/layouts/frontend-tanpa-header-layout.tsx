import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import { PageTransition } from '../page-transition';
import { BrandLink } from './brand';
import { LayoutFrame, Main } from './layout-frame';
import { paths } from '../../config/paths';

/**
 * Focused flows (checkout, sign-in, registration): no site header, only the logo and a back link, so nothing
 * distracts from the task. "Back" returns to the previous page, or home when the flow was opened directly.
 */
export function FrontendTanpaHeaderLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key !== 'default') {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <LayoutFrame layout="frontend-tanpa-header">
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLink />
        <Box sx={{ flex: 1 }} />
        <Button
          component={RouterLink}
          to={paths.home()}
          onClick={onBack}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
        >
          {t('nav.back')}
        </Button>
      </Box>
      <Main>
        <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
          <PageTransition />
        </Container>
      </Main>
    </LayoutFrame>
  );
}
