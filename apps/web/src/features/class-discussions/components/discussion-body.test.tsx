import type { DiscussionDoc } from '@scola/contracts';
import { discussionDocSchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { DiscussionBody } from './discussion-body';

describe('DiscussionBody', () => {
  it('renders the stored JSON as elements: text stays text, links only http(s), formulas through KaTeX', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '<img src=x onerror=alert(1)>' },
            { type: 'text', text: 'situs', marks: [{ type: 'link', attrs: { href: 'https://scola.id' } }] },
            {
              type: 'text',
              text: 'jahat',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            { type: 'mention', attrs: { id: '00000000-0000-4000-8000-000000000001', label: 'Budi' } },
            { type: 'mathInline', attrs: { latex: 'x^2' } },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'butir' }] }],
            },
          ],
        },
      ],
    } as DiscussionDoc;
    const { container } = renderUi(<DiscussionBody doc={doc} imageUrls={{}} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://scola.id']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('@Budi');
    expect(container.querySelector('[data-math]')).not.toBeNull();
    expect(container.querySelector('li')?.textContent).toBe('butir');
  });

  it('shows uploaded images through their links, sized and lazy; an image without a link is a placeholder', () => {
    const shown = '00000000-0000-4000-8000-000000000010';
    const gone = '00000000-0000-4000-8000-000000000011';
    const doc = discussionDocSchema.parse({
      type: 'doc',
      content: [
        { type: 'image', attrs: { imageId: shown, alt: 'Grafik parabola', width: 800, height: 960 } },
        { type: 'image', attrs: { imageId: gone, alt: 'Foto papan tulis' } },
        { type: 'image', attrs: { imageId: shown, alt: '' } },
      ],
    });
    const link = '/api/berkas/privat/discussion-images/k/x.png?token=1.abc';
    const { container, getByRole } = renderUi(<DiscussionBody doc={doc} imageUrls={{ [shown]: link }} />);

    const image = getByRole('img', { name: 'Grafik parabola' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe(link);
    expect(image.getAttribute('loading')).toBe('lazy');
    // 960 px high is shown 480 px high: the width follows, so the space is kept before it loads.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '480']);
    // Without alt text it still has a name.
    expect(getByRole('img', { name: 'Gambar dalam tulisan' }).getAttribute('src')).toBe(link);

    const missing = getByRole('img', { name: 'Foto papan tulis' });
    expect(missing.tagName).not.toBe('IMG');
    expect(missing.textContent).toContain('Gambar tidak dapat ditampilkan');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('is fed only documents the shared schema allows (the API refuses the rest)', () => {
    const script = { type: 'doc', content: [{ type: 'script', content: [] }] };
    expect(discussionDocSchema.safeParse(script).success).toBe(false);
    const link = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:x' } }] }],
        },
      ],
    };
    expect(discussionDocSchema.safeParse(link).success).toBe(false);
  });
});
