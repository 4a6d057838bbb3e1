/**
 * A Material Design Icons (`@mdi/js`) path as a plain `<svg>`, for the parts rendered without MUI (the landing
 * page, the public site's header and footer, the sign-in form; ADR 0011). Decorative: the text next to it names
 * the action. `MdiIcon` is the MUI (`SvgIcon`) equivalent.
 */
export function PlainIcon({ path, small = false }: { path: string; small?: boolean }) {
  return (
    <svg
      className={small ? 's-icon s-icon-sm' : 's-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
