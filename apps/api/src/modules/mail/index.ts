import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createMailRepository } from './mail.repository';
import { mailAdminRoutes } from './mail.routes';
import {
  createMailService,
  createOutboxMailer,
  createSmtpMailer,
  type MailLogger,
  type Mailer,
} from './mail.service';

export type { MailLogger, MailMessage, Mailer, MailService, SendOptions } from './mail.service';
export { REDACTED } from './redaction';

/** The configured mailer: SMTP when `SMTP_URL` is set, else the outbox table (embedded database only). */
export function createMailer(config: Pick<AppConfig, 'mail'>, db: Database, log: MailLogger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from, log)
    : createOutboxMailer(createMailRepository(db), log);
}

export function mailServiceFor(db: Database) {
  return createMailService(createMailRepository(db));
}

/** Routes under the API prefix: `GET /admin/outbox`. */
export const mailModule: FastifyPluginAsync = async (app) => {
  await app.register(mailAdminRoutes, { service: mailServiceFor(app.db.db) });
};
