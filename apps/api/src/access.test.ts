import type { Session } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { areaRoleOf, areaRolesOf } from './plugins/area-guards';
import { createAccount, errorCode, signIn } from './test/auth-helpers';
import { testDatabases, useTestApp } from './test/test-app';

/** Routes anyone may call (catalogue reads, a tutor's free slots, sign-in, the gateway's webhook, signed download links, public files). */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/pelajaran',
  'GET /api/keahlian-kategori',
  'GET /api/keahlian',
  'GET /api/tutor',
  'GET /api/tutor/{id}',
  'GET /api/tutor/{id}/slot',
  'GET /api/ulasan',
  'GET /api/kelas',
  'GET /api/kelas/{id}',
  'GET /api/kelas/{id}/slot',
  'GET /api/kelas-paket',
  'GET /api/kelas-paket/{id}',
  'GET /api/materi',
  'GET /api/materi/{id}',
  'GET /api/materi/{id}/preview',
  'GET /api/lifeskill',
  'GET /api/lifeskill/{id}',
  'GET /api/lifeskill/{id}/pelajaran/{lessonId}/video',
  'GET /api/sampul/{name}',
  // The landing page's grouped search and the search box's suggestions (issue 16).
  'GET /api/cari',
  'GET /api/cari/saran',
  'GET /api/auth/config',
  'POST /api/auth/scola/signin',
  'POST /api/auth/scola/signup',
  'POST /api/auth/scola/refresh',
  'POST /api/auth/scola/signout',
  'POST /api/auth/scola/google',
  'POST /api/auth/scola/lupa-password',
  'POST /api/auth/scola/reset-password',
  'POST /api/auth/scola/activate',
  'POST /api/auth/scola/resend-activation',
  'GET /api/pembayaran/metode',
  'POST /api/pembayaran/notifikasi/{provider}',
  'GET /api/koleksi/materi/{id}/berkas',
  'GET /api/berkas/publik/{*}',
  'GET /api/berkas/privat/{*}',
  // A private calendar feed: the secret token in its path is the credential (calendar apps send no header).
  'GET /api/kalender/{token}.ics',
  // One-click unsubscribe from a notification e-mail: the signed token names the user and category (ADR 0044).
  'GET /api/notifikasi/berhenti',
  'POST /api/notifikasi/berhenti',
  // Study rooms (ADR 0049): visitors browse the rooms and read one (the caller's standing when signed in).
  'GET /api/study-room',
  'GET /api/study-room/subjects',
  'GET /api/study-room/{id}',
]);

type OpenApiPaths = Record<string, Record<string, { security?: unknown[] }>>;

describe('area of a URL', () => {
  it('puts /api/admin under admins and the tutor workspace under tutors, not the public tutor catalogue', () => {
    expect(areaRoleOf('/api/admin')).toBe('admin');
    expect(areaRoleOf('/api/admin/akun/:id')).toBe('admin');
    expect(areaRoleOf('/api/tutor/freetrial')).toBe('tutor');
    expect(areaRoleOf('/api/tutor')).toBeUndefined();
    expect(areaRoleOf('/api/tutor/:id')).toBeUndefined();
    expect(areaRoleOf('/api/tutor/:id/ikuti')).toBeUndefined();
    expect(areaRoleOf('/api/administrasi')).toBeUndefined();
  });

  it("lets admins into the tutors' class editor only, not the rest of the workspace", () => {
    expect(areaRolesOf('/api/tutor/kelas')).toEqual(['tutor', 'admin']);
    expect(areaRolesOf('/api/tutor/kelas/:id/terbitkan')).toEqual(['tutor', 'admin']);
    expect(areaRolesOf('/api/tutor/kelas-paket')).toEqual(['tutor', 'admin']);
    expect(areaRolesOf('/api/tutor/freetrial')).toEqual(['tutor']);
    expect(areaRolesOf('/api/tutor/kelasku')).toEqual(['tutor']);
    expect(areaRolesOf('/api/admin/akun')).toEqual(['admin']);
  });
});

describe.each(testDatabases())('access to every route (%s)', (kind) => {
  const ctx = useTestApp(kind, {
    setup: (app) => {
      // Routes added without any guard of their own still get their area's.
      app.get('/api/admin/zz-unguarded', () => ({ data: 'admin only' }));
      app.get('/api/tutor/zz-unguarded', () => ({ data: 'tutor only' }));
    },
  });

  async function paths(): Promise<OpenApiPaths> {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    return response.json<{ paths: OpenApiPaths }>().paths;
  }

  it('documents an access token on every route that is not explicitly public', async () => {
    const unguarded: string[] = [];
    for (const [path, operations] of Object.entries(await paths())) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!publicRoutes.has(route) && !operation.security?.length) unguarded.push(route);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('refuses visitors, students and tutors on every admin route, and visitors, students and admins on the tutor workspace (admins may use the class editor)', async () => {
    const student = await signIn(ctx.app, ...(await credentials(['student'])));
    const tutor = await signIn(ctx.app, ...(await credentials(['tutor'])));
    const admin = await signIn(ctx.app, ...(await credentials(['admin'])));
    const routes = Object.entries(await paths()).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
    routes.push(
      { method: 'GET', path: '/api/admin/zz-unguarded' },
      { method: 'GET', path: '/api/tutor/zz-unguarded' },
    );
    const refusals: string[] = [];
    let checked = 0;
    for (const { method, path } of routes) {
      const roles = areaRolesOf(path.replace(/\{(\w+)\}/g, ':$1'));
      const role = roles?.[0];
      if (!role) continue;
      checked += 1;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const everyone: Record<string, Session> = { student, tutor, admin };
      const outsiders = Object.fromEntries(
        Object.entries(everyone).filter(([who]) => !roles.includes(who as 'student')),
      );
      const visitor = await ctx.app.inject({ method: method as 'GET', url });
      if (visitor.statusCode !== 401 || errorCode(visitor) !== 'UNAUTHENTICATED')
        refusals.push(`visitor ${method} ${path}`);
      for (const [who, outsider] of Object.entries(outsiders)) {
        const answer = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: outsider.token },
        });
        if (answer.statusCode !== 403 || errorCode(answer) !== 'FORBIDDEN') {
          refusals.push(`${who} ${method} ${path} → ${answer.statusCode}`);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(refusals).toEqual([]);
    const allowed = await ctx.app.inject({
      url: '/api/admin/zz-unguarded',
      headers: { authorization: admin.token },
    });
    expect(allowed.json()).toEqual({ data: 'admin only' });
    const tutorAllowed = await ctx.app.inject({
      url: '/api/tutor/zz-unguarded',
      headers: { authorization: tutor.token },
    });
    expect(tutorAllowed.json()).toEqual({ data: 'tutor only' });
    // Admins pass the tutor area's guard only on the class workspace (`kelas`, `kelas-paket`, `sesi`), not elsewhere.
    const adminInTutorArea = await ctx.app.inject({
      url: '/api/tutor/zz-unguarded',
      headers: { authorization: admin.token },
    });
    expect(adminInTutorArea.statusCode).toBe(403);
  });

  async function credentials(scope: ('student' | 'tutor' | 'admin')[]): Promise<[string, string]> {
    const account = await createAccount(ctx.database, { scope });
    return [account.email, account.password];
  }
});
