import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logging';

describe('redactUrl', () => {
  it('hides credential-like query values and keeps the rest', () => {
    expect(redactUrl('/api/koleksi/materi/1/berkas?token=abc.def&x=1')).toBe(
      '/api/koleksi/materi/1/berkas?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/kelas?q=matematika&page=2')).toBe('/api/kelas?q=matematika&page=2');
    expect(redactUrl('/masukGoogle.html?code=c0de&state=s7')).toBe(
      '/masukGoogle.html?code=[redacted]&state=[redacted]',
    );
  });
});

describe('serializeError', () => {
  it('drops the values a failed query carried (hashes, e-mails) but keeps the statement and code', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(korban@contoh.id) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['korban@contoh.id', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('korban@contoh.id');
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
  });
});
