import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { katexOptions, loadKatex } from '../lib/katex';
import { mergeSx } from '../lib/sx';

export interface MathFormulaProps {
  /** The formula in TeX. */
  tex: string;
  /** Display (block, centred) rather than inline. */
  display?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One formula typeset by KaTeX (loaded lazily). Until then, and if it cannot load, the TeX source is shown; KaTeX's
 * MathML output is what screen readers read.
 */
export function MathFormula({ tex, display = false, sx }: MathFormulaProps) {
  const target = useRef<HTMLSpanElement>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadKatex().then((katex) => {
      if (cancelled || !target.current) return;
      katex.render(tex, target.current, { ...katexOptions, displayMode: display });
      setRendered(true);
    });
    return () => {
      cancelled = true;
    };
  }, [tex, display]);
  return (
    <Box
      component="span"
      data-math={rendered ? 'rendered' : 'source'}
      sx={mergeSx({ display: display ? 'block' : 'inline', overflowX: display ? 'auto' : 'visible' }, sx)}
    >
      {rendered ? null : (
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {tex}
        </Box>
      )}
      <span ref={target} />
    </Box>
  );
}
