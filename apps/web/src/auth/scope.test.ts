import { describe, expect, it } from 'vitest';
import { hasScope } from './scope';

describe('§9 hasScope', () => {
  it.each([
    ['KEEP: a list contains the name', ['student', 'tutor'], 'tutor', true],
    ['KEEP: a list without the name', ['student'], 'admin', false],
    ['KEEP: a list does not match by substring', ['administrator'], 'admin', false],
    ['KEEP: an object flag that is truthy', { admin: true }, 'admin', true],
    ['KEEP: an object flag that is falsy', { admin: false, tutor: 0 }, 'tutor', false],
    ['KEEP: an object flag at a dot path', { kelas: { edit: true } }, 'kelas.edit', true],
    ['KEEP: a missing dot path', { kelas: { edit: true } }, 'kelas.hapus', false],
    ['KEEP: a dot path through a non-object', { kelas: true }, 'kelas.edit', false],
    ['KEEP: inherited properties are no flags', {}, 'toString', false],
    ['FIX: a string is never a scope', 'admin', 'admin', false],
    ['FIX: a string does not match by substring', 'administrator', 'admin', false],
    ['FIX: a number is never a scope', 1, 'admin', false],
    ['FIX: true is never a scope', true, 'admin', false],
    ['no scope at all', undefined, 'admin', false],
    ['null scope', null, 'admin', false],
  ])('%s', (_name, scope, name, expected) => {
    expect(hasScope(scope, name)).toBe(expected);
  });
});
