import type { DiscussionMember } from '@scola/contracts';
import Mention from '@tiptap/extension-mention';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { ImageNode } from './image-node';
import { MathBlock, MathInline, type MathNodeOptions } from './math-nodes';

/** What the mention suggestions tell the editor's React state (the list lives in React, not in TipTap's DOM). */
export interface MentionBridge {
  search: (q: string) => Promise<DiscussionMember[]>;
  show: (props: SuggestionProps<DiscussionMember> | null) => void;
  keyDown: (props: SuggestionKeyDownProps) => boolean;
}

/**
 * The discussion editor's schema: exactly the API's allow-list (`discussionDocSchema`): paragraphs, bold, italic,
 * underline, strike, inline code, http(s)/mailto links, lists, quotes, line breaks, formulas, mentions and
 * uploaded images (by id; images pasted as HTML are dropped, pasted files are uploaded). No headings, code blocks or
 * rules.
 */
export function discussionExtensions(
  onEditMath: MathNodeOptions['onEdit'],
  mentions: MentionBridge,
  imageUrls: Map<string, string>,
) {
  return [
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url, context) => context.defaultValidate(url) && /^(https?:\/\/|mailto:)/i.test(url),
      },
    }),
    MathInline.configure({ onEdit: onEditMath }),
    MathBlock.configure({ onEdit: onEditMath }),
    ImageNode.configure({ urls: imageUrls }),
    Mention.configure({
      renderText: ({ node }) => `@${String(node.attrs.label ?? '')}`,
      suggestion: {
        char: '@',
        items: ({ query }) => mentions.search(query),
        render: () => ({
          onStart: (props) => mentions.show(props as SuggestionProps<DiscussionMember>),
          onUpdate: (props) => mentions.show(props as SuggestionProps<DiscussionMember>),
          onKeyDown: (props) => mentions.keyDown(props),
          onExit: () => mentions.show(null),
        }),
      },
    }),
  ];
}
