/**
 * A new tutor applicant with a complete, submitted application, made through the API (as the applicant's pages
 * would): biodata, teaching data with the first subject of the admin's list, an identity card (PNG) and a diploma
 * (a tiny PDF), then `POST /api/pendaftaran-tutor/kirim`.
 */
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import type { ListAnswer, Subject, TutorApplication } from '@scola/contracts';
import { type ApiSession, apiSignUp, uniqueEmail } from './session';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160×100 PNG card (blue with a lighter band), so an inline preview is visible in screenshots. */
export function cardPng(width = 160, height = 100): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.35 && y < height * 0.55;
    for (let x = 0; x < width; x++)
      rows.set(band ? [220, 230, 250] : [40, 90, 180], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF (its cross-reference offsets computed), a few hundred bytes. */
export function tinyPdf(text = 'Ijazah'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Letters only: a name the sign-up accepts that no other account of the run has. */
export const uniqueWord = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export interface Applicant {
  name: string;
  email: string;
  session: ApiSession;
  application: TutorApplication;
}

const ok = async (answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return answer;
};

/** Submits the applicant's application (again after changes were asked for). */
export async function submitApplication(request: APIRequestContext, session: ApiSession) {
  const answer = await ok(
    await request.post('/api/pendaftaran-tutor/kirim', { headers: { Authorization: session.token } }),
    'submit',
  );
  return ((await answer.json()) as { data: TutorApplication }).data;
}

/** Uploads a document of the applicant (`ktp` as PNG, the others as PDF). */
export async function uploadDocument(
  request: APIRequestContext,
  session: ApiSession,
  kind: 'ktp' | 'ijazah',
) {
  const file =
    kind === 'ktp'
      ? { name: 'ktp.png', mimeType: 'image/png', buffer: cardPng() }
      : { name: 'ijazah.pdf', mimeType: 'application/pdf', buffer: tinyPdf() };
  await ok(
    await request.post(`/api/pendaftaran-tutor/dokumen/${kind}`, {
      headers: { Authorization: session.token },
      multipart: { berkas: file },
    }),
    `upload ${kind}`,
  );
}

/** A new account (a student) who applies to teach and submits. */
export async function submittedApplicant(request: APIRequestContext, label: string): Promise<Applicant> {
  const name = `${label} ${uniqueWord()}`;
  const email = uniqueEmail('pelamar');
  const session = await apiSignUp(request, { name, email, password: 'rahasia123' });
  const headers = { Authorization: session.token };
  const subjects = (await (
    await request.get('/api/pelajaran?page=1&pageSize=100')
  ).json()) as ListAnswer<Subject>;
  const subject = subjects.data[0];
  expect(subject, 'a subject in the admin list').toBeDefined();
  await ok(
    await request.put('/api/pendaftaran-tutor/biodata', {
      headers,
      data: { fullName: name, phone: '081234567890', city: 'Bandung', province: 'Jawa Barat' },
    }),
    'biodata',
  );
  await ok(
    await request.put('/api/pendaftaran-tutor/mengajar', {
      headers,
      data: {
        expertiseIds: [],
        subjectIds: [subject?.id],
        levels: ['SMA'],
        education: 'S1 Pendidikan Matematika, Universitas Padjadjaran',
        experience: 'Dua tahun mengajar les privat.',
        hourlyRate: 90_000,
      },
    }),
    'teaching',
  );
  await uploadDocument(request, session, 'ktp');
  await uploadDocument(request, session, 'ijazah');
  return { name, email, session, application: await submitApplication(request, session) };
}
