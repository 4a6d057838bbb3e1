import { useParams } from 'react-router';
import { PaymentSimulator } from '../../../features/orders/components/payment-simulator';

/** `/pembayaran/simulator/{number}`: the default payment provider's page (pay or fail the order). */
export default function PaymentSimulatorPage() {
  const { number = '' } = useParams();
  return <PaymentSimulator number={number} />;
}
