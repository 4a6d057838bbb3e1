import { escapeHtml } from '../../lib/rich-text';
import type { MailMessage } from '../mail';

/** The account e-mails (Indonesian): activation, sign-up with a registered address, forgotten password. */

const duration = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`);

const signature = ['', 'Salam,', 'Tim Scola'];
const htmlSignature = '<p>Salam,<br>Tim Scola</p>';

/** A button-like link and the address spelled out (for clients that do not show links). */
const htmlLink = (label: string, link: string) =>
  `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>
<p>Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:<br>${escapeHtml(link)}</p>`;

/** The e-mail of a new sign-up: one link activates the account and signs its owner in. */
export function activationMail(
  to: string,
  name: string,
  link: { url: string; token: string; ttlMinutes: number },
): MailMessage {
  const valid = duration(link.ttlMinutes);
  const text = [
    `Halo ${name},`,
    '',
    'Terima kasih sudah mendaftar di Scola. Buka tautan berikut untuk mengaktifkan akun Anda. Tautan ini berlaku',
    `${valid} dan hanya dapat dipakai sekali:`,
    '',
    link.url,
    '',
    'Jika Anda tidak mendaftar di Scola, abaikan email ini; akun tidak akan aktif tanpa tautan ini.',
    ...signature,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(name)},</p>
<p>Terima kasih sudah mendaftar di Scola. Buka tautan berikut untuk mengaktifkan akun Anda. Tautan ini berlaku ${valid} dan hanya dapat dipakai sekali.</p>
${htmlLink('Aktifkan akun', link.url)}
<p>Jika Anda tidak mendaftar di Scola, abaikan email ini; akun tidak akan aktif tanpa tautan ini.</p>
${htmlSignature}`;
  return { to, subject: 'Aktifkan akun Scola Anda', text, html, secrets: [link.token] };
}

/**
 * The e-mail sent when someone signs up with an address that already has an account: the owner learns of it and
 * gets the ways in (no credential: the reset page asks for a new link).
 */
export function signUpAttemptMail(
  to: string,
  name: string,
  links: { signIn: string; forgotPassword: string },
): MailMessage {
  const text = [
    `Halo ${name},`,
    '',
    'Seseorang (mungkin Anda sendiri) baru saja mencoba mendaftar di Scola dengan alamat email ini. Alamat ini sudah',
    'memiliki akun, jadi tidak ada akun baru yang dibuat.',
    '',
    `Masuk ke akun Anda: ${links.signIn}`,
    `Lupa kata sandi? Atur ulang di sini: ${links.forgotPassword}`,
    '',
    'Jika akun Anda belum aktif, mengatur ulang kata sandi juga mengaktifkannya. Jika bukan Anda yang mencoba',
    'mendaftar, abaikan email ini; akun Anda tetap aman.',
    ...signature,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(name)},</p>
<p>Seseorang (mungkin Anda sendiri) baru saja mencoba mendaftar di Scola dengan alamat email ini. Alamat ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.</p>
<p><a href="${escapeHtml(links.signIn)}">Masuk ke akun Anda</a></p>
<p>Lupa kata sandi? <a href="${escapeHtml(links.forgotPassword)}">Atur ulang kata sandi</a></p>
<p>Jika akun Anda belum aktif, mengatur ulang kata sandi juga mengaktifkannya. Jika bukan Anda yang mencoba mendaftar, abaikan email ini; akun Anda tetap aman.</p>
${htmlSignature}`;
  return { to, subject: 'Ada yang mencoba mendaftar dengan email Anda', text, html };
}

/** The forgotten-password e-mail. */
export function resetPasswordMail(
  to: string,
  name: string,
  link: { url: string; token: string; ttlMinutes: number },
): MailMessage {
  const valid = duration(link.ttlMinutes);
  const text = [
    `Halo ${name},`,
    '',
    'Kami menerima permintaan untuk mengatur ulang kata sandi akun Scola Anda. Buka tautan berikut untuk membuat',
    `kata sandi baru. Tautan ini berlaku ${valid} dan hanya dapat dipakai sekali:`,
    '',
    link.url,
    '',
    'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    ...signature,
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(name)},</p>
<p>Kami menerima permintaan untuk mengatur ulang kata sandi akun Scola Anda. Tautan ini berlaku ${valid} dan hanya dapat dipakai sekali.</p>
${htmlLink('Atur ulang kata sandi', link.url)}
<p>Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.</p>
${htmlSignature}`;
  return { to, subject: 'Atur ulang kata sandi akun Scola Anda', text, html, secrets: [link.token] };
}
