import type { MailMessage } from '../modules/mail';
import type { OrderLineRow, OrderRow } from '../modules/orders';

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;

const jakartaTime = (date: Date) =>
  `${new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(date)} WIB`;

const itemKinds: Record<OrderLineRow['itemType'], string> = {
  kelas: 'Kelas',
  'kelas-paket': 'Paket kelas',
  materi: 'Materi',
  lifeskill: 'Kursus life skill',
  'study-room': 'Ruang belajar',
};

/** The receipt sent once an order is paid (Indonesian, plain text). */
export function receiptMail(
  order: OrderRow,
  lines: OrderLineRow[],
  buyer: { name: string; email: string },
  orderUrl: string,
): MailMessage {
  const paidAt = order.paidAt ?? order.updatedAt;
  const text = [
    `Halo ${buyer.name},`,
    '',
    `Terima kasih! Pembayaran pesanan ${order.number} sudah kami terima pada ${jakartaTime(paidAt)}.`,
    '',
    'Rincian pesanan:',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${itemKinds[line.itemType]}: ${line.title} (${line.tutorName}) — ${rupiah(line.price)}`,
    ),
    '',
    `Subtotal: ${rupiah(order.subtotal)}`,
    order.voucherCode
      ? `Diskon voucher ${order.voucherCode}: -${rupiah(order.discount)}`
      : `Diskon: ${rupiah(order.discount)}`,
    `Total dibayar: ${rupiah(order.total)}`,
    '',
    'Item yang kamu beli sudah tersedia di koleksimu.',
    `Lihat pesanan: ${orderUrl}`,
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  return { to: buyer.email, subject: `Bukti pembayaran pesanan ${order.number}`, text };
}
