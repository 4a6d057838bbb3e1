import { describe, expect, it } from 'vitest';
import { plainTextToRichText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts with their content and event handlers', () => {
    const html = '<p onclick="steal()">Halo<script>alert(1)</script></p><img src=x onerror="alert(2)">';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Halo</p>');
    expect(clean).not.toMatch(/script|onerror|onclick|alert/);
  });

  it('drops javascript: links, styles and iframes but keeps safe links', () => {
    const clean = sanitizeRichText(
      '<a href="javascript:alert(1)">x</a><a href="https://scola.id/kelas" style="color:red">Kelas</a>' +
        '<iframe src="https://evil.test"></iframe><style>p{}</style>',
    );
    expect(clean).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>' +
        '<a href="https://scola.id/kelas" rel="noopener noreferrer nofollow" target="_blank">Kelas</a>',
    );
  });

  it('keeps structure, emphasis and maths written as $…$ text', () => {
    const html =
      '<h3>Rumus ABC</h3><p>Akar dari <strong>$ax^2 + bx + c = 0$</strong> adalah</p>' +
      '<p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p><ul><li>$a &lt; b$</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Rumus ABC</h3><p>Akar dari <strong>$ax^2 + bx + c = 0$</strong> adalah</p>' +
        '<p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p><ul><li>$a &lt; b$</li></ul>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<p>Halo <em>dunia</em><script>x</script> $a &lt; b$</p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('plain text as rich text', () => {
  it('makes paragraphs of blank-line blocks, keeps line breaks and escapes markup', () => {
    expect(plainTextToRichText('Halo <b>siswa</b> & orang tua\nbaris dua\n\n  Paragraf dua  ')).toBe(
      '<p>Halo &lt;b&gt;siswa&lt;/b&gt; &amp; orang tua<br>baris dua</p><p>Paragraf dua</p>',
    );
    expect(plainTextToRichText('   ')).toBe('');
    // What it makes survives the sanitiser unchanged.
    const html = plainTextToRichText('a < b\n\nc');
    expect(sanitizeRichText(html)).toBe(html);
  });
});
