/**
 * Which paths may be remembered and redirected to after sign-in (auth-behaviour.md §7). A remembered path comes
 * from the address bar, so it is attacker-controlled: anything that could leave the site or run script is refused.
 *
 * Accepted: `/` not followed by `/`, then path characters (ASCII letters, digits, `@ - _ ~ . : /` and
 * well-formed `%XX` escapes), then optionally one `?query` and one `#fragment`. Query and fragment allow the path
 * characters plus `= & + , ; ! $ ' ( ) *` (what real query strings and hash anchors use); they refuse spaces, `?`,
 * `#`, quotes, angle brackets, backslashes and control characters. A lone `%` is refused because decoding it
 * throws later in the router. At most 2048 characters.
 */

const MAX_LENGTH = 2048;
const ESCAPE = '%[0-9A-Fa-f]{2}';
const PATH_CHAR = `(?:[A-Za-z0-9@\\-_~.:/]|${ESCAPE})`;
const EXTRA_CHAR = `(?:[A-Za-z0-9@\\-_~.:/=&+,;!$'()*]|${ESCAPE})`;
const LOCAL_PATH = new RegExp(`^/(?!/)${PATH_CHAR}*(?:\\?${EXTRA_CHAR}*)?(?:#${EXTRA_CHAR}*)?$`);

export function isValidLocalPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= MAX_LENGTH && LOCAL_PATH.test(path);
}

function splitPath(path: string): { page: string; rest: string } {
  const end = path.search(/[?#]/);
  return end === -1 ? { page: path, rest: '' } : { page: path.slice(0, end), rest: path.slice(end) };
}

/** `/beranda/` → `/beranda`; the root stays `/`; query and fragment are kept. */
export function normalizePath(path: string): string {
  const { page, rest } = splitPath(path);
  return (page.replace(/\/+$/, '') || '/') + rest;
}

/** Same page = same path after normalising, whatever the query or fragment (a redirect there is skipped). */
export function isSamePage(a: string, b: string): boolean {
  return splitPath(normalizePath(a)).page === splitPath(normalizePath(b)).page;
}
