import { PDFDocument } from 'pdf-lib';
import { buildTutorProfile } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { localFileStorage } from '../lib/storage';
import { createAccount } from './auth-helpers';
import { multipartForm } from './multipart';
import type { TestApp } from './test-app';

/** Test helpers of the admin materials routes: an admin, a student and a tutor with tokens, PDFs, forms. */

export async function pdfOf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= pages; page += 1) document.addPage([200, 200]).drawText(`Halaman ${page}`);
  return document.save();
}

export interface MaterialsAdminKit {
  tokens: { admin: string; student: string; tutor: string };
  refs: { tutorId: string; subjectId: string };
}

/** An admin, a student and a tutor (signed in), a subject, and the tutor's profile teaching it. */
export async function materialsAdminKit(ctx: TestApp & { dataDir: string }): Promise<MaterialsAdminKit> {
  const kit: MaterialsAdminKit = {
    tokens: { admin: '', student: '', tutor: '' },
    refs: { tutorId: '', subjectId: '' },
  };
  for (const role of ['admin', 'student', 'tutor'] as const) {
    const { user } = await createAccount(ctx.database, { scope: [role] });
    kit.tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    if (role === 'tutor') kit.refs.tutorId = user.id;
  }
  const subject = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pelajaran',
    payload: { name: `Matematika Uji ${crypto.randomUUID().slice(0, 6)}`, level: 'SMA' },
    headers: { authorization: kit.tokens.admin },
  });
  kit.refs.subjectId = subject.json<{ data: { id: string } }>().data.id;
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(kit.refs.tutorId, { subjectIds: [kit.refs.subjectId] }),
  ]);
  return kit;
}

/** The fields of a valid material of the kit's tutor and subject, with `overrides`. */
export const materialInput = (kit: MaterialsAdminKit, overrides: object = {}) => ({
  title: 'Ringkasan Trigonometri',
  summary: 'Rumus dan contoh soal trigonometri kelas X.',
  description: '<p>Paragraf satu.</p>',
  subjectId: kit.refs.subjectId,
  level: 'SMA',
  tutorId: kit.refs.tutorId,
  price: 25_000,
  previewPages: 2,
  ...overrides,
});

/** A multipart request with the text `fields` then the PDF as file `berkas`. */
export function pdfUpload(
  ctx: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  token: string,
  contentType = 'application/pdf',
) {
  const form = multipartForm(fields, { field: 'berkas', filename: 'materi.pdf', contentType, bytes });
  return ctx.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: token } : {}) },
  });
}
