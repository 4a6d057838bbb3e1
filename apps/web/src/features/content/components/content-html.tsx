import type { SxProps, Theme } from '@mui/material/styles';
import { RichText } from '../../../components/rich-text';
import { env } from '../../../config/env';
import { mergeSx } from '../../../lib/sx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A body from the content database. Its HTML was written by the build's Markdown compiler, which escapes every
 * text the author typed (ADR 0052); `{{supportEmail}}` is the support address of the build being served.
 */
export function ContentHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <RichText
      html={html.replaceAll('{{supportEmail}}', escapeHtml(env.supportEmail))}
      sx={mergeSx({ '& a': { color: 'primary.main', fontWeight: 500 } }, sx)}
    />
  );
}
