/** Random `state` and `nonce` values (auth-behaviour.md §1): they guard the OpenID flow, so no Math.random. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of 62 are dropped: `byte % 62` over all 256 values would favour A–H.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function randomString(length = 10, fill: RandomBytes = cryptoBytes): string {
  let result = '';
  while (result.length < length) {
    const bytes = fill(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      result += ALPHABET.charAt(byte % ALPHABET.length);
      if (result.length === length) break;
    }
  }
  return result;
}
