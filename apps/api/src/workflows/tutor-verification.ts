import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { plainTextToRichText } from '../lib/rich-text';
import { auditActorOf, recordAudit } from '../modules/audit';
import { publishTutorProfile } from '../modules/catalogue';
import type { AppTopics, EventHandler } from '../modules/jobs';

type AppTopicPayload<T extends keyof AppTopics> = z.infer<AppTopics[T]>;
import {
  type TutorApplicationRow,
  type TutorDecision,
  toApplication,
  tutorApplicationsRepositoryFor,
} from '../modules/tutor-applications';
import { usersServiceFor } from '../modules/users';
import { tutorDecisionMail } from './tutor-verification-mail';

const verbs = { approved: 'approve', needs_changes: 'requestChanges', rejected: 'reject' } as const;

/** The tutor profile an approved application makes public (texts and bimble rate from its steps; photo from the account). */
async function publishFrom(
  tx: Parameters<typeof publishTutorProfile>[0],
  row: TutorApplicationRow,
  at: Date,
) {
  const { biodata, teaching } = row;
  if (!biodata || !teaching) throw new Error(`application ${row.id} approved without its steps`);
  const account = await usersServiceFor(tx).getById(row.userId);
  await publishTutorProfile(
    tx,
    {
      userId: row.userId,
      displayName: biodata.fullName,
      headline: `Tutor ${teaching.levels.join(', ')}`,
      bio: plainTextToRichText(teaching.experience),
      education: teaching.education,
      experience: teaching.experience,
      city: biodata.city,
      latitude: biodata.latitude,
      longitude: biodata.longitude,
      photoUrl: account.photoUrl,
      hourlyRate: teaching.hourlyRate,
      verifiedAt: at,
      expertiseIds: teaching.expertiseIds,
      subjectIds: teaching.subjectIds,
    },
    at,
  );
  await usersServiceFor(tx).grantRole(row.userId, 'tutor', at);
}

/**
 * An admin's decision, in one transaction: the application moves out of `submitted` (only one decision wins:
 * a second is refused as APPLICATION_NOT_PENDING), on approval the tutor profile is created or verified and the
 * account gains the tutor role, the audit row is written, and the decision e-mail is queued for after commit.
 */
export function tutorDecisionWorkflow(app: FastifyInstance): TutorDecision {
  return async (request, id, decision, reason) => {
    const at = app.clock();
    const actor = auditActorOf(request);
    await inTransaction(app.db.db, async (tx) => {
      const repository = tutorApplicationsRepositoryFor(tx);
      const before = await repository.findById(id);
      if (!before) throw new AppError('NOT_FOUND', 'Pendaftaran tidak ditemukan.');
      const after = await repository.decide(id, { status: decision, reason, by: actor.id }, at);
      if (!after) throw new AppError('APPLICATION_NOT_PENDING');
      if (decision === 'approved') await publishFrom(tx, after, at);
      await recordAudit(tx, actor, {
        action: `tutorApplication.${verbs[decision]}`,
        entityType: 'tutorApplication',
        entityId: id,
        before: toApplication(before, [], null),
        after: toApplication(after, [], null),
      });
      await app.jobs.publish(
        tx,
        'tutor-application.decided',
        { applicationId: id, status: decision, reason },
        { key: `${id}:${at.toISOString()}` },
      );
    });
  };
}

/** The `tutor-application.decided` consumer: mails the applicant the decision (once per event). */
export function tutorDecisionMailer(
  app: FastifyInstance,
): EventHandler<AppTopicPayload<'tutor-application.decided'>> {
  return async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      const row = await tutorApplicationsRepositoryFor(tx).findById(payload.applicationId);
      if (!row) return;
      const applicant = await usersServiceFor(tx).getById(row.userId);
      const mail = tutorDecisionMail(payload, applicant, app.config.publicUrl);
      await app.mailer.send(mail, { db: tx });
    });
  };
}

/** The tutor verification's background work: the decision e-mail on `tutor-application.decided`. */
export const tutorVerificationJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('tutor-application.decided', 'decision-mail', tutorDecisionMailer(app));
  done();
};
