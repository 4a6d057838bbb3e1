import StarterKit from '@tiptap/starter-kit';

/** Links the editor accepts: web pages and e-mail addresses (the server's sanitiser drops any other scheme). */
export const isSafeHref = (href: string) => /^(https?:\/\/|mailto:)/i.test(href.trim());

/**
 * The editor's schema, limited to what the API's sanitiser keeps (`apps/api/src/lib/rich-text.ts`): paragraphs,
 * h2/h3, bold, italic, underline, strike, lists, quotes, line breaks and http(s)/mailto links. Code, code blocks
 * and rules are left out (the toolbar offers none of them and pasted ones become paragraphs).
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      isAllowedUri: (url, context) => context.defaultValidate(url) && isSafeHref(url),
    },
  }),
];

/**
 * The editor's HTML as the form stores it: `''` for an empty document, and without the empty blocks at the end
 * (the trailing node keeps one after a heading, list or quote so the cursor can leave it).
 */
export const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<(p|h2|h3)><\/\2>)+$/, '');
