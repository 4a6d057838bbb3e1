import { isValidKey, visibilityOf } from './file-storage';

/** Where the API serves stored objects: public ones by key, private ones only with a signed token. */
export const PUBLIC_FILES_PATH = '/api/berkas/publik';
export const PRIVATE_FILES_PATH = '/api/berkas/privat';

/** The cacheable address of a public object (`photos/…`, `covers/…`). */
export function publicFileUrl(key: string): string {
  if (visibilityOf(key) !== 'public') throw new Error(`Not a public object: ${JSON.stringify(key)}`);
  return `${PUBLIC_FILES_PATH}/${key}`;
}

/** The key a public file URL of ours names; undefined for any other URL (e.g. an external photo). */
export function keyOfPublicFileUrl(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(`${PUBLIC_FILES_PATH}/`)) return undefined;
  const key = url.slice(PUBLIC_FILES_PATH.length + 1);
  return isValidKey(key) && visibilityOf(key) === 'public' ? key : undefined;
}
