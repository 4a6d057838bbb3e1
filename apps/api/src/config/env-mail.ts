import { z } from 'zod';
import { type ConfigProblem, type ConfigVariable, isUrl, optional } from './env-helpers';
import type { ServerEnv } from './env-server';

export const mailVariables = [
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'SMTP server for outgoing e-mail (`smtp://user:pass@host:587`, or `smtps://` for TLS from the start). Required when `DATABASE_URL` is set. When unset (embedded database only), e-mails are written to the `outbox` table, which admins read with credential links (activation, password reset) hidden.',
  },
  { name: 'MAIL_FROM', default: 'Scola <no-reply@scola.id>', description: 'Sender of outgoing e-mail.' },
] as const satisfies readonly ConfigVariable[];

export const mailSchema = {
  SMTP_URL: optional(
    z.string().refine((value) => isUrl(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(
    z.string().trim().min(3, 'must be an address such as "Scola <no-reply@scola.id>"'),
  ).transform((value) => value ?? 'Scola <no-reply@scola.id>'),
};

type MailEnv = z.output<z.ZodObject<typeof mailSchema>>;

export interface MailConfig {
  mail: {
    /** `undefined` = write e-mails to the outbox table (embedded database only). */
    smtpUrl: string | undefined;
    from: string;
  };
}

export function mailProblem(e: MailEnv & ServerEnv): ConfigProblem | undefined {
  if (e.DATABASE_URL && !e.SMTP_URL) {
    // Without SMTP the mail would only reach the outbox table, where activation and reset links are hidden: people
    // could neither activate an account nor reset a password. A server deployment must send real e-mail.
    return {
      variable: 'SMTP_URL',
      message:
        'must be set when DATABASE_URL is set: Scola e-mails activation and password-reset links, which only an SMTP server can deliver (e.g. smtp://user:password@smtp.example.com:587) (not set)',
    };
  }
  return undefined;
}

export const mailConfig = (e: MailEnv): MailConfig => ({ mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } });
