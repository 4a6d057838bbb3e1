import { randomUUID } from 'node:crypto';
import type {
  AdminTutorApplication,
  TutorApplication,
  TutorApplicationStatus,
  TutorBiodata,
  TutorDocumentKind,
  TutorTeaching,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import type { CheckedUpload } from '../../lib/uploads';
import {
  type TutorApplicationsRepository,
  tutorApplicationsRepositoryFor,
} from './tutor-applications.repository';
import type { TutorApplicationDocumentRow, TutorApplicationRow } from './tutor-applications.tables';

/** How long an admin's link to a private document stays valid. */
const DOCUMENT_LINK_SECONDS = 10 * 60;

/** Signs a private key into a short-lived link (the files module's `signedUrl`, handed in by the routes). */
export type SignLink = (key: string, expiresAt: Date) => string;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApplication(
  row: TutorApplicationRow,
  documents: TutorApplicationDocumentRow[],
  sign: ((key: string) => string) | null,
): TutorApplication {
  return {
    id: row.id,
    status: row.status,
    biodata: row.biodata ?? null,
    teaching: row.teaching ?? null,
    documents: documents
      .filter((document) => document.applicationId === row.id)
      .map((document) => ({
        id: document.id,
        kind: document.kind,
        fileName: document.fileName,
        mime: document.mime,
        url: sign ? sign(document.storageKey) : null,
        createdAt: document.createdAt.toISOString(),
      })),
    reviewNote: row.reviewNote,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses expertise or subject ids the admin's lists do not hold (the approval links them by foreign key). */
async function checkReferences(db: Database, teaching: TutorTeaching): Promise<void> {
  const reference = catalogueReferenceServiceFor(db);
  const [expertise, subjects] = await Promise.all([
    reference.expertiseByIds(teaching.expertiseIds),
    reference.subjectsByIds(teaching.subjectIds),
  ]);
  const unknown = [
    ...(teaching.expertiseIds.some((id) => !expertise.has(id)) ? ['expertiseIds'] : []),
    ...(teaching.subjectIds.some((id) => !subjects.has(id)) ? ['subjectIds'] : []),
  ];
  if (unknown.length === 0) return;
  const message = 'Pilih keahlian dan mata pelajaran dari daftar yang tersedia.';
  throw new AppError(
    'VALIDATION_FAILED',
    message,
    unknown.map((path) => ({ location: 'body', path, code: 'custom', message })),
  );
}

const notEditable = () => new AppError('APPLICATION_NOT_EDITABLE');

/** The applicant's side: draft steps, documents, submission (ownership: every call is keyed on the signed-in user). */
export function applicantService(deps: { db: Database; storage: FileStorage; clock: () => Date }) {
  const repository = tutorApplicationsRepositoryFor(deps.db);

  async function view(row: TutorApplicationRow): Promise<TutorApplication> {
    return toApplication(row, await repository.documentsOf([row.id]), null);
  }

  async function editableOf(userId: string): Promise<TutorApplicationRow> {
    const row = await repository.ensureFor(userId);
    if (row.status !== 'draft' && row.status !== 'needs_changes') throw notEditable();
    return row;
  }

  async function saveStep(userId: string, values: { biodata?: TutorBiodata; teaching?: TutorTeaching }) {
    const row = await editableOf(userId);
    const saved = await repository.saveStep(row.id, values);
    if (!saved) throw notEditable();
    return view(saved);
  }

  return {
    async mine(userId: string): Promise<TutorApplication | null> {
      const row = await repository.findByUser(userId);
      return row ? view(row) : null;
    },

    saveBiodata: (userId: string, biodata: TutorBiodata) => saveStep(userId, { biodata }),
    /** Step 2; every expertise and subject must be one of the admin's (else VALIDATION_FAILED on its field). */
    async saveTeaching(userId: string, teaching: TutorTeaching) {
      await checkReferences(deps.db, teaching);
      return saveStep(userId, { teaching });
    },

    /** Stores the document as a private object, then records it (a replaced card or diploma object is deleted). */
    async addDocument(userId: string, kind: TutorDocumentKind, upload: CheckedUpload) {
      const row = await editableOf(userId);
      const key = `tutor-documents/${row.id}/${randomUUID()}.${upload.extension}`;
      await deps.storage.put(key, upload.bytes, { contentType: upload.mime });
      const { replaced } = await repository.putDocument({
        applicationId: row.id,
        kind,
        fileName: `${kind}.${upload.extension}`,
        mime: upload.mime,
        storageKey: key,
      });
      await Promise.all(replaced.map((old) => deps.storage.delete(old.storageKey).catch(() => undefined)));
      return view(row);
    },

    async deleteDocument(userId: string, documentId: string) {
      const row = await editableOf(userId);
      const removed = await repository.deleteDocument(row.id, documentId);
      if (!removed) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan.');
      await deps.storage.delete(removed.storageKey).catch(() => undefined);
      return view(row);
    },

    /** Sends the application for review: biodata, teaching, identity card and diploma are required. */
    async submit(userId: string): Promise<TutorApplication> {
      const row = await editableOf(userId);
      const kinds = new Set((await repository.documentsOf([row.id])).map((document) => document.kind));
      const missing = [
        ...(row.biodata ? [] : ['biodata']),
        ...(row.teaching ? [] : ['teaching']),
        ...(['ktp', 'ijazah'] as const).filter((kind) => !kinds.has(kind)),
      ];
      if (missing.length > 0) throw new AppError('APPLICATION_INCOMPLETE', undefined, { missing });
      const submitted = await repository.submit(row.id, deps.clock());
      if (!submitted) throw notEditable();
      return view(submitted);
    },
  };
}

/** The admin's reads: the queue (oldest first) and one application, documents behind signed links. */
export function adminReads(deps: { db: Database; sign: SignLink; clock: () => Date }) {
  const repository: TutorApplicationsRepository = tutorApplicationsRepositoryFor(deps.db);
  const sign = (key: string) =>
    deps.sign(key, new Date(deps.clock().getTime() + DOCUMENT_LINK_SECONDS * 1000));
  const withApplicant = (
    row: { application: TutorApplicationRow; contact: { name: string; email: string } },
    documents: TutorApplicationDocumentRow[],
  ): AdminTutorApplication => ({
    ...toApplication(row.application, documents, sign),
    applicant: { id: row.application.userId, name: row.contact.name, email: row.contact.email },
  });

  return {
    async list(status: TutorApplicationStatus): Promise<AdminTutorApplication[]> {
      const rows = await repository.listByStatus(status);
      const documents = await repository.documentsOf(rows.map((row) => row.application.id));
      return rows.map((row) => withApplicant(row, documents));
    },

    async get(id: string): Promise<AdminTutorApplication> {
      const row = await repository.findWithContact(id);
      if (!row) throw new AppError('NOT_FOUND', 'Pendaftaran tidak ditemukan.');
      return withApplicant(row, await repository.documentsOf([id]));
    },
  };
}

export { toApplication };
