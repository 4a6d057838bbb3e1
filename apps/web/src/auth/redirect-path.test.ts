import { describe, expect, it } from 'vitest';
import { isSamePage, isValidLocalPath, normalizePath } from './redirect-path';

describe('§7 KEEP: a remembered path must be a valid local path', () => {
  it.each([
    '/',
    '/beranda',
    '/kelas/abc-123',
    '/beranda?x=1#top',
    '/tutor/kelas/detail/5f0c?tab=diskusi&page=2',
    '/materi/detil/a_b~c.d:e@f',
    '/kelas/%E2%9C%93',
    "/cari?q=a+b&sort=harga,asc;x=(1)*!$'",
    '/beranda#',
    '/beranda?',
    '/a//b',
  ])('accepts %j', (path) => {
    expect(isValidLocalPath(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/beranda'],
    ['absolute URL', 'https://evil.com'],
    ['script URL', 'javascript:alert(1)'],
    ['relative path', 'beranda'],
    ['empty', ''],
    ['space in the path', '/a b'],
    ['plus in the path', '/a+b'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/a\\b'],
    ['tab', '/a\tb'],
    ['newline', '/a\nb'],
    ['NUL', '/a\u0000b'],
    ['non-ASCII letter', '/kelas/ñ'],
    ['two queries', '/a?x=1?y=2'],
    ['# inside the fragment', '/a#b#c'],
    ['space in the query', '/a?q=a b'],
    ['angle brackets in the query', '/a?q=<script>'],
    ['double quote in the fragment', '/a#"x"'],
    ['lone percent', '/a%'],
    ['bad percent escape', '/a%zz'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s: %j', (_name, path) => {
    expect(isValidLocalPath(path)).toBe(false);
  });

  it.each([undefined, null, 42, false, {}])('refuses the non-string %j', (value) => {
    expect(isValidLocalPath(value)).toBe(false);
  });
});

describe('§7 KEEP: /beranda/ and /beranda are the same page', () => {
  it.each([
    ['/beranda/', '/beranda'],
    ['/beranda//', '/beranda'],
    ['/', '/'],
    ['//', '/'],
    ['/beranda/?x=1#a', '/beranda?x=1#a'],
  ])('normalizePath(%j) = %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it.each([
    ['/beranda/', '/beranda', true],
    ['/beranda?tab=1', '/beranda', true],
    ['/beranda#top', '/beranda/', true],
    ['/beranda', '/beranda/profil', false],
    ['/', '/beranda', false],
  ])('isSamePage(%j, %j) = %s', (a, b, same) => {
    expect(isSamePage(a, b)).toBe(same);
  });
});
