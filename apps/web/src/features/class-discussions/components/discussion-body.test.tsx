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
    const { container } = renderUi(<DiscussionBody doc={doc} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://scola.id']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('@Budi');
    expect(container.querySelector('[data-math]')).not.toBeNull();
    expect(container.querySelector('li')?.textContent).toBe('butir');
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
