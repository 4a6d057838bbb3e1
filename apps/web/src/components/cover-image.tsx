import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { mergeSx } from '../lib/sx';

export interface CoverImageProps {
  src: string | null;
  /** `''` when the image is decorative (a card's cover next to its title). */
  alt: string;
  /** Width / height. */
  ratio?: number;
  /**
   * Load at once and first (the cover of a detail page, the first card of a list: the page's largest paint) instead
   * of when it nears the viewport.
   */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A cover in a fixed-ratio box (no layout shift); a tinted block when there is none or it fails to load. */
export function CoverImage({ src, alt, ratio = 16 / 9, eager = false, sx }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={mergeSx(
        {
          position: 'relative',
          aspectRatio: String(ratio),
          bgcolor: '#e3ebfb',
          overflow: 'hidden',
          flexShrink: 0,
        },
        sx,
      )}
    >
      {src && !failed ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width={640}
          height={Math.round(640 / ratio)}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}
