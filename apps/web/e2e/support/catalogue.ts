/** Catalogue items of the demo data, looked up through the public API (ids are generated per run). */
import { type APIRequestContext, expect } from '@playwright/test';
import type { ListAnswer, LiveClassCard, MaterialCard, SkillCourseCard, TutorCard } from '@scola/contracts';

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`);
  expect(answer.status(), path).toBe(200);
  const { data } = (await answer.json()) as ListAnswer<T>;
  expect(data.length, `${path} has items`).toBeGreaterThan(0);
  return data[0]!;
}

export const findClass = (request: APIRequestContext, query: string) =>
  first<LiveClassCard>(request, `/kelas?${query}&pageSize=1`);

export const findMaterial = (request: APIRequestContext, query = 'sort=newest') =>
  first<MaterialCard>(request, `/materi?${query}&pageSize=1`);

export const findCourse = (request: APIRequestContext, query = 'sort=rating') =>
  first<SkillCourseCard>(request, `/lifeskill?${query}&pageSize=1`);

export async function findTutor(request: APIRequestContext, name: string) {
  const tutor = await first<TutorCard>(request, `/tutor?q=${encodeURIComponent(name)}&pageSize=1`);
  return tutor;
}

/** `Selasa, 24 November 2026 · 19.00 WIB` (no-break space before WIB). */
export const INDONESIAN_SESSION_TIME =
  /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} · \d{2}\.\d{2}\sWIB$/;
