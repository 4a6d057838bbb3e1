import type {
  DiscussionBlock,
  DiscussionDoc,
  DiscussionImageNode,
  DiscussionInline,
  DiscussionMark,
} from '@scola/contracts';
import { mdiImageOffOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathFormula } from '../../../components/math-formula';
import { MdiIcon } from '../../../components/mdi-icon';

/** Links the body renders as links (the API allows no other; a link that is not one shows as text). */
const safeHref = (href: string) => /^(https?:\/\/|mailto:)/i.test(href);

function withMark(mark: DiscussionMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'code':
      return <code key={key}>{child}</code>;
    default:
      return safeHref(mark.attrs.href) ? (
        <Link key={key} href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow">
          {child}
        </Link>
      ) : (
        child
      );
  }
}

function inline(node: DiscussionInline, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return (node.marks ?? []).reduce<ReactNode>((child, mark, i) => withMark(mark, child, i), node.text);
    case 'hardBreak':
      return <br key={key} />;
    case 'mathInline':
      return <MathFormula key={key} tex={node.attrs.latex} />;
    default:
      return (
        <Box
          key={key}
          component="span"
          data-mention={node.attrs.id}
          sx={{ color: 'primary.main', fontWeight: 600 }}
        >
          @{node.attrs.label}
        </Box>
      );
  }
}

const inlines = (content: DiscussionInline[] | undefined) =>
  (content ?? []).map((node, i) => <span key={i}>{inline(node, i)}</span>);

/** Tall images are shown at most this high (wider than the column, they shrink with it). */
const IMAGE_MAX_HEIGHT = 480;

/**
 * An uploaded image through its signed link: sized from the stored dimensions (no jump when it loads), loaded lazily;
 * a placeholder with its alt text when there is no link (or it no longer loads).
 */
function PostImage({ attrs, url }: { attrs: DiscussionImageNode['attrs']; url: string | undefined }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const alt = attrs.alt || t('classDiscussions.image.defaultAlt');
  if (!url || failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        data-image-missing={attrs.imageId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          my: 1,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
        }}
      >
        <MdiIcon path={mdiImageOffOutline} />
        <Typography variant="body2" aria-hidden="true">
          {attrs.alt ? `${attrs.alt} · ` : ''}
          {t('classDiscussions.image.unavailable')}
        </Typography>
      </Box>
    );
  }
  const scale = attrs.height ? Math.min(1, IMAGE_MAX_HEIGHT / attrs.height) : 1;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-image-id={attrs.imageId}
      width={attrs.width ? Math.round(attrs.width * scale) : undefined}
      height={attrs.height ? Math.round(attrs.height * scale) : undefined}
      onError={() => setFailed(true)}
      sx={{
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        maxHeight: IMAGE_MAX_HEIGHT,
        my: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

type AnyBlock = DiscussionBlock | { type: 'listItem'; content: unknown[] };

function block(node: AnyBlock, key: number, imageUrls: Record<string, string>): ReactNode {
  const children = (nodes: AnyBlock[]) => nodes.map((child, i) => block(child, i, imageUrls));
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.content)}</p>;
    case 'heading':
      return node.attrs.level === 2 ? (
        <h3 key={key}>{inlines(node.content)}</h3>
      ) : (
        <h4 key={key}>{inlines(node.content)}</h4>
      );
    case 'mathBlock':
      return <MathFormula key={key} tex={node.attrs.latex} display />;
    case 'image': {
      const url = imageUrls[node.attrs.imageId];
      // A new link (read again) gets a fresh element, so an image that failed with an expired one loads again.
      return <PostImage key={`${key}:${url ?? ''}`} attrs={node.attrs} url={url} />;
    }
    case 'blockquote':
      return <blockquote key={key}>{children(node.content)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{children(node.content)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {children(node.content)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{children(node.content as AnyBlock[])}</li>;
    default:
      return null;
  }
}

export const bodyStyles = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& p': { my: 0.75 },
  '& h3': { fontSize: '1.125rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
  '& ul, & ol': { pl: 3, my: 0.75 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
} as const;

/**
 * A post's body rendered node by node from the stored editor JSON (ADR 0041): React elements only, never HTML from
 * a user; formulas typeset by KaTeX, loaded on demand; images through the signed links read with the post
 * (`imageUrls`, ADR 0047).
 */
export function DiscussionBody({
  doc,
  imageUrls,
}: {
  doc: DiscussionDoc;
  imageUrls: Record<string, string>;
}) {
  return (
    <Box data-discussion-body="" sx={bodyStyles}>
      {doc.content.map((node, i) => block(node, i, imageUrls))}
    </Box>
  );
}
