/** Buying pages (`app/pages/buying/`): cart, checkout, the payment simulator, orders, payments and vouchers. */
import { built, route, type RouteEntry } from './route-entry';

export const buyingRoutes = [
  route('cart', '/keranjang', 'frontend', true, built),
  route('checkout', '/checkout', 'frontend-tanpa-header', true, built),
  route('voucherCheckout', '/checkout-voucher', 'frontend-tanpa-header', true, built),
  route('paymentSimulator', '/pembayaran/simulator/:number', 'frontend-tanpa-header', true, built),
  route('paymentHistory', '/beranda/payment-history', 'frontend-student', true, built),
  route('orders', '/transaksi', 'frontend-student', true, built),
  route('orderDetail', '/transaksi/detil', 'frontend-student', true, built),
  route('vouchers', '/voucher-list', 'frontend-student', true, built),
] as const satisfies readonly RouteEntry[];
