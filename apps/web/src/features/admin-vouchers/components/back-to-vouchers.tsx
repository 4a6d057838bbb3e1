import { mdiArrowLeft } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';

/** The link back to the voucher list (`href`: its path). */
export function BackToVouchers({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={href} startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {t('adminVouchers.back')}
    </Button>
  );
}
