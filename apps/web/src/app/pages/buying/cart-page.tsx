import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { CartView } from '../../../features/cart/components/cart-view';
import { BuyingPageHeading } from './buying-page-parts';

/** `/keranjang`: the student's cart. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BuyingPageHeading title={t('cart.title')} intro={t('cart.intro')} />
      <CartView />
    </Container>
  );
}
