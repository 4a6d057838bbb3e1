import type { OutboxListQuery, OutboxMessage } from '@scola/contracts';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { createMailRepository, type MailRepository } from './mail.repository';
import type { OutboxRow } from './mail.tables';
import { redactCredentialLinks, redactSecrets } from './redaction';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Parts of the message that act as credentials (the token of an activation or reset link): sent to the
   * recipient, but never stored in the outbox nor shown to anyone else.
   */
  secrets?: readonly string[];
  /** A stable `Message-ID` (`<…@host>`): a message sent again after a crash is then recognisable as the same. */
  messageId?: string;
  /** Extra headers (`List-Unsubscribe`, ADR 0044): sent over SMTP, not kept in the outbox table. */
  headers?: Readonly<Record<string, string>>;
}

export interface SendOptions {
  /** Write in this transaction where the mailer writes to the database (the outbox table); SMTP ignores it. */
  db?: Database;
}

/** Sends e-mail. Implementations: the outbox table (default) and SMTP (`SMTP_URL`). */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}

/** What the mailers log with (pino's shape). */
export interface MailLogger {
  info(object: object, message: string): void;
}

/**
 * Writes every message to the `outbox` table, so the embedded default needs no mail server. The stored copy has
 * its credentials hidden (admins read the outbox, and a database copy must not hold live links); the log says only
 * that a message was written, and to whom.
 */
export function createOutboxMailer(repository: MailRepository, log: MailLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message, options) {
      const secrets = message.secrets ?? [];
      const target = options?.db ? createMailRepository(options.db) : repository;
      const row = await target.insert({
        to: message.to,
        subject: message.subject,
        text: redactSecrets(message.text, secrets),
        html: message.html === undefined ? null : redactSecrets(message.html, secrets),
      });
      log.info(
        { mail: { id: row.id, to: message.to, subject: message.subject } },
        'e-mail written to the outbox (no SMTP_URL configured)',
      );
    },
    close: () => Promise.resolve(),
  };
}

/** Sends through an SMTP server given as `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…`. */
export function createSmtpMailer(smtpUrl: string, from: string, log: MailLogger): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send({ secrets: _secrets, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      log.info(
        { mail: { to: message.to, subject: message.subject, messageId: info.messageId } },
        'e-mail sent',
      );
    },
    close: () => Promise.resolve(transport.close()),
  };
}

/** Rows written before credentials were hidden at write time are hidden here too. */
const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: redactCredentialLinks(row.text),
  html: row.html === null ? null : redactCredentialLinks(row.html),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export type MailService = ReturnType<typeof createMailService>;

export function createMailService(repository: MailRepository) {
  return {
    async listOutbox(query: OutboxListQuery) {
      const { rows, total } = await repository.list({
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: rows.map(toOutboxMessage),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },
  };
}
