import { Node } from '@tiptap/core';

export interface ImageNodeOptions {
  /** The link to show an image with while editing (uploads and the post's `imageUrls`), by image id. */
  urls: Map<string, string>;
}

const numberOrNull = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * An uploaded image on its own line (ADR 0047): the document keeps its id, alt text and size, never a link. HTML
 * images pasted from elsewhere match no rule and are dropped; only the editor's own (`data-image-id`) survive a cut
 * and paste.
 */
export const ImageNode = Node.create<ImageNodeOptions>({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addOptions: () => ({ urls: new Map() }),
  addAttributes: () => ({
    imageId: { default: null },
    alt: { default: '' },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [
    {
      tag: 'img[data-image-id]',
      getAttrs: (element) => ({
        imageId: element.getAttribute('data-image-id'),
        alt: element.getAttribute('alt') ?? '',
        width: numberOrNull(element.getAttribute('width')),
        height: numberOrNull(element.getAttribute('height')),
      }),
    },
  ],
  renderHTML({ node }) {
    const imageId = String(node.attrs.imageId ?? '');
    const attrs: Record<string, string> = { 'data-image-id': imageId, alt: String(node.attrs.alt ?? '') };
    const url = this.options.urls.get(imageId);
    if (url) attrs.src = url;
    if (node.attrs.width) attrs.width = String(node.attrs.width);
    if (node.attrs.height) attrs.height = String(node.attrs.height);
    return ['img', attrs];
  },
});
