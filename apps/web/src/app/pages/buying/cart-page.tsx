import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { CartView } from '../../../features/cart/components/cart-view';
import { PageHeading } from '../../../components/page-heading';

/** `/keranjang`: the student's cart. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('cart.title')} intro={t('cart.intro')} />
      <CartView />
    </Container>
  );
}
