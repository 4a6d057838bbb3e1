import { uuidSchema } from '@scola/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isUuid } from '../lib/uuid';
import { findRoute, getRouteAuth, hasValidParams } from './route-meta';
import { fillPath, getRouteEntry, routeTable, SAMPLE_ID } from '../config/route-table';
import { buildRoutes } from './routes';
import type { AppAuth } from './session';

// Matching only: the loaders (and so the session) never run here.
const routes = buildRoutes({} as AppAuth);
/** The route table id of the page the router shows for a URL path. */
function routerPage(pathname: string): string | undefined {
  const last = matchRoutes(routes, pathname)?.at(-1);
  return (last?.route.handle as { routeId?: string } | undefined)?.routeId;
}

describe('router ranking', () => {
  it.each([
    ['/tutor/kelas/tambah', 'tutorClassCreate'],
    ['/tutor/kelas/tambah/harga', 'tutorClassCreatePrice'],
    ['/tutor/kelas/bimble', 'tutorBimble'],
    ['/tutor/kelas/siswa', 'tutorStudents'],
    ['/tutor/kelas/detail', 'tutorClassSpace'],
    [`/tutor/kelas/detail/${SAMPLE_ID}/diskusi`, 'tutorClassSpaceDiscussions'],
    [`/tutor/kelas/${SAMPLE_ID}`, 'tutorClassEdit'],
    [`/tutor/kelas/${SAMPLE_ID}/jadwal`, 'tutorClassEditSchedule'],
    [`/tutor/kelas/${SAMPLE_ID}/jadwal/kelola`, 'tutorClassEditScheduleManage'],
    ['/kelas/detail', 'classSpace'],
    ['/kelas/detail/berkas', 'classSpaceFiles'],
    [`/kelas/${SAMPLE_ID}`, 'classDetail'],
    ['/beranda/koleksi-kelas', 'classCollection'],
    [`/beranda/koleksi-kelas/${SAMPLE_ID}`, 'classCollectionItem'],
    ['/tutor', 'tutors'],
    ['/tutor/detil', 'tutorProfile'],
    ['/', 'home'],
  ])('%s shows %s', (pathname, id) => {
    expect(routerPage(pathname)).toBe(id);
    expect(findRoute(pathname)?.entry.id).toBe(id);
  });

  it('reaches every route table entry through its own URL', () => {
    for (const entry of routeTable) {
      expect(routerPage(fillPath(entry.path)), entry.path).toBe(entry.id);
      expect(findRoute(fillPath(entry.path))?.entry.id, entry.path).toBe(entry.id);
    }
  });

  it('matches nothing for unknown paths', () => {
    expect(routerPage('/tidak-ada')).toBeUndefined();
    expect(findRoute('/tidak-ada')).toBeUndefined();
  });
});

describe('getRouteAuth', () => {
  it('returns the guard flag of the page at a URL path', () => {
    expect(getRouteAuth('/')).toBe('guest');
    expect(getRouteAuth(`/kelas/${SAMPLE_ID}`)).toBe(false);
    expect(getRouteAuth('/masuk')).toBe('guest');
    expect(getRouteAuth('/beranda/profil')).toBe(true);
    expect(getRouteAuth('/tutor/kelas/tambah/harga')).toBe(true);
    expect(getRouteAuth('/tidak-ada')).toBeUndefined();
  });
});

describe('page validation: ids are UUIDs', () => {
  const entry = (id: string) => {
    const found = getRouteEntry(id);
    if (!found) throw new Error(id);
    return found;
  };

  it('accepts a UUID for required ids and refuses anything else', () => {
    for (const id of [
      'classDetail',
      'classPackageDetail',
      'adminExpertiseDetail',
      'adminMaterialDetail',
      'tutorClassEdit',
      'tutorClassHistoryDetail',
    ]) {
      expect(hasValidParams(entry(id), { id: SAMPLE_ID }), id).toBe(true);
      expect(hasValidParams(entry(id), { id: '42' }), id).toBe(false);
      expect(hasValidParams(entry(id), {}), id).toBe(false);
    }
  });

  it('leaves other parameters (the simulator’s order number) to their page, but requires them', () => {
    expect(hasValidParams(entry('paymentSimulator'), { number: 'SCL-20261121-7KQ4XZ' })).toBe(true);
    expect(hasValidParams(entry('paymentSimulator'), {})).toBe(false);
  });

  it('lets optional ids be absent, but checks them when present', () => {
    expect(hasValidParams(entry('classSpace'), {})).toBe(true);
    expect(hasValidParams(entry('classSpace'), { id: SAMPLE_ID })).toBe(true);
    expect(hasValidParams(entry('classSpace'), { id: 'bukan-uuid' })).toBe(false);
  });

  it('agrees with the API’s uuid schema', () => {
    const samples = [
      SAMPLE_ID,
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3F2B8C1E-6D4A-4B7E-9C21-5A0D8E7F6B13',
      '3f2b8c1e-6d4a-0b7e-9c21-5a0d8e7f6b13',
      '3f2b8c1e-6d4a-4b7e-7c21-5a0d8e7f6b13',
      '3f2b8c1e6d4a4b7e9c215a0d8e7f6b13',
      '3f2b8c1e-6d4a-4b7e-9c21-5a0d8e7f6b1',
      '',
      'abc',
    ];
    for (const sample of samples) expect(isUuid(sample), sample).toBe(uuidSchema.safeParse(sample).success);
  });
});
