import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { hasMaths, katexOptions, loadAutoRender, mathDelimiters } from '../lib/katex';
import { mergeSx } from '../lib/sx';

export interface RichTextProps {
  /** HTML the API sanitised before storing it (DESIGN.md §5); maths as `$…$` / `$$…$$`. */
  html: string;
  sx?: SxProps<Theme>;
}

/** Rich text from the catalogue; its formulas are typeset by KaTeX, which loads only when there are some. */
export function RichText({ html, sx }: RichTextProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hasMaths(html)) return undefined;
    let cancelled = false;
    void loadAutoRender().then((render) => {
      if (cancelled || !element.current) return;
      render(element.current, { ...katexOptions, delimiters: mathDelimiters });
      element.current.dataset.maths = 'rendered';
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  return (
    <Box
      ref={element}
      data-rich-text=""
      // Sanitised by the API before it was stored.
      dangerouslySetInnerHTML={{ __html: html }}
      sx={mergeSx(
        {
          lineHeight: 1.7,
          overflowWrap: 'anywhere',
          '& h2': { fontSize: '1.25rem', fontWeight: 700, mt: 3, mb: 1 },
          '& h3': { fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
          '& p': { my: 1.25 },
          '& ul, & ol': { pl: 3 },
          '& .katex-display': { overflowX: 'auto', overflowY: 'hidden', py: 0.5 },
        },
        sx,
      )}
    />
  );
}
