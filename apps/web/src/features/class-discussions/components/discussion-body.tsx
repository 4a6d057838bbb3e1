import type { DiscussionBlock, DiscussionDoc, DiscussionInline, DiscussionMark } from '@scola/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { MathFormula } from '../../../components/math-formula';

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

type AnyBlock = DiscussionBlock | { type: 'listItem'; content: unknown[] };

function block(node: AnyBlock, key: number): ReactNode {
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
    case 'blockquote':
      return <blockquote key={key}>{node.content.map(block)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{node.content.map(block)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {node.content.map(block)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{(node.content as AnyBlock[]).map(block)}</li>;
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
 * a user; formulas typeset by KaTeX, loaded on demand.
 */
export function DiscussionBody({ doc }: { doc: DiscussionDoc }) {
  return (
    <Box data-discussion-body="" sx={bodyStyles}>
      {doc.content.map(block)}
    </Box>
  );
}
