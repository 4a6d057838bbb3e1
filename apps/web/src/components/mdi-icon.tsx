import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export interface MdiIconProps extends Omit<SvgIconProps, 'children'> {
  /** An icon path from `@mdi/js`, e.g. `mdiSchool` (import it by name so the rest tree-shakes away). */
  path: string;
}

/** A Material Design Icons (`@mdi/js`) path drawn through MUI's `SvgIcon`; decorative unless `titleAccess` is set. */
export function MdiIcon({ path, ...props }: MdiIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
