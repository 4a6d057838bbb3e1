import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidKey, PRIVATE_FILES_PATH, visibilityOf } from '../../lib/storage';

export interface FileLinks {
  /**
   * A link to private `key` valid until `expiresAt`: `/api/berkas/privat/<key>?token=<expiry>.<mac>`; with
   * `downloadName`, `&nama=<name>` too (signed with the rest): the object is then saved under that name.
   */
  signedUrl(key: string, expiresAt: Date, downloadName?: string): string;
  /**
   * Whether `token` was signed by us for `key` (and `downloadName`, when the link carries one) and has not expired
   * at `now` (constant-time comparison).
   */
  verify(key: string, token: string, now: Date, downloadName?: string): boolean;
}

/**
 * Short-lived links to private objects, signed with HMAC-SHA256 under a key derived from the JWT secret (its own
 * derivation label: a file token never verifies as an access token or a collections link). The MAC covers the key
 * and the expiry, so a link opens one object only, and only until it expires.
 */
export function fileLinksFor(jwtSecret: string): FileLinks {
  const secret = createHmac('sha256', jwtSecret).update('scola:file-links:v1').digest();
  // Without a download name the signed text is what it always was, so links made before names existed still verify.
  const macOf = (key: string, expiry: number, downloadName?: string) =>
    createHmac('sha256', secret)
      .update(downloadName === undefined ? `${key}\n${expiry}` : `${key}\n${expiry}\n${downloadName}`)
      .digest();

  return {
    signedUrl(key, expiresAt, downloadName) {
      if (visibilityOf(key) !== 'private') throw new Error(`Not a private object: ${JSON.stringify(key)}`);
      if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      const expiry = Math.floor(expiresAt.getTime() / 1000);
      const url = `${PRIVATE_FILES_PATH}/${key}?token=${expiry}.${macOf(key, expiry, downloadName).toString('base64url')}`;
      return downloadName === undefined ? url : `${url}&nama=${encodeURIComponent(downloadName)}`;
    },

    verify(key, token, now, downloadName) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match || !isValidKey(key)) return false;
      const expiry = Number(match[1]);
      const given = Buffer.from(match[2] ?? '', 'base64url');
      const expected = macOf(key, expiry, downloadName);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return expiry * 1000 > now.getTime();
    },
  };
}
