/**
 * The voucher chosen for the current checkout, kept for the tab's session so it survives the way from
 * `/checkout-voucher` (or `/voucher-list`) to `/checkout` and a reload there. The URL (`?voucher=`) wins over it.
 */
const KEY = 'scola.checkout.voucher';

export function readChosenVoucher(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeChosenVoucher(code: string | null): void {
  try {
    if (code === null) globalThis.sessionStorage?.removeItem(KEY);
    else globalThis.sessionStorage?.setItem(KEY, code);
  } catch {
    // No storage (private mode): the URL still carries the code.
  }
}
