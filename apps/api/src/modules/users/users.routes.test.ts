import { type ErrorBody, userResponseSchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, errorCode, signIn } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('account profile (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  const patch = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/akun/profil', headers: { authorization: token }, payload });
  const signedIn = async (overrides = {}) => {
    const { email, password } = await createAccount(ctx.database, overrides);
    return (await signIn(ctx.app, email, password)).token;
  };

  it('updates every field and answers the updated user', async () => {
    const token = await signedIn({ schoolLevel: 'SMA', grade: 11 });
    const response = await patch(token, {
      name: '  Budi Hidayat ',
      phone: '0812-3456-7890',
      photoUrl: 'https://cdn.scola.test/foto/budi.jpg',
      schoolLevel: 'SMP',
      grade: 8,
      city: ' Surabaya ',
    });
    expect(response.statusCode).toBe(200);
    const user = userResponseSchema.parse(response.json()).data;
    expect(user).toMatchObject({
      name: 'Budi Hidayat',
      phone: '+6281234567890',
      photoUrl: 'https://cdn.scola.test/foto/budi.jpg',
      schoolLevel: 'SMP',
      grade: 8,
      city: 'Surabaya',
    });
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/akun/info',
      headers: { authorization: token },
    });
    expect(info.json()).toEqual(response.json());
  });

  it('accepts the usual spellings of an Indonesian mobile number', async () => {
    const token = await signedIn();
    for (const [input, stored] of [
      ['081234567890', '+6281234567890'],
      ['+62 812 3456 7890', '+6281234567890'],
      ['62 857 1234 5678', '+6285712345678'],
      ['0811-123-456', '+62811123456'],
    ]) {
      const response = await patch(token, { phone: input });
      expect(response.statusCode, input).toBe(200);
      expect(userResponseSchema.parse(response.json()).data.phone).toBe(stored);
    }
  });

  it('changes only the fields sent, and null clears a field', async () => {
    const token = await signedIn({ schoolLevel: 'SMA', grade: 12, city: 'Medan' });
    const response = await patch(token, { city: null, phone: null });
    const user = userResponseSchema.parse(response.json()).data;
    expect(user).toMatchObject({ city: null, phone: null, schoolLevel: 'SMA', grade: 12 });
    const noop = await patch(token, {});
    expect(noop.statusCode).toBe(200);
    expect(noop.json()).toEqual(response.json());
  });

  it('checks the grade against the level, merged with the stored values', async () => {
    const token = await signedIn({ schoolLevel: 'SMA', grade: 11 });
    for (const body of [
      { grade: 5 },
      { schoolLevel: 'SD' },
      { schoolLevel: 'UTBK' },
      { schoolLevel: null },
    ]) {
      const response = await patch(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<ErrorBody>().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toEqual([expect.objectContaining({ path: 'grade' })]);
    }
    expect((await patch(token, { schoolLevel: 'SD', grade: 6 })).statusCode).toBe(200);
    expect((await patch(token, { schoolLevel: 'UTBK', grade: null })).statusCode).toBe(200);
    expect((await patch(token, { schoolLevel: 'Umum' })).statusCode).toBe(200);
    const sma = await patch(token, { schoolLevel: 'SMA', grade: 10 });
    expect(userResponseSchema.parse(sma.json()).data).toMatchObject({ schoolLevel: 'SMA', grade: 10 });
    const message = (await patch(token, { schoolLevel: 'SMP', grade: 10 })).json<ErrorBody>().error.details;
    expect(JSON.stringify(message)).toContain('Kelas untuk jenjang SMP harus 7–9.');
  });

  it('requires a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/akun/profil',
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});
