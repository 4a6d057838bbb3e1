import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail: SMTP when `SMTP_URL` is set, else the outbox table. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  (app, _options, done) => {
    const mailer = createMailer(app.config, app.db.db, app.log.child({ module: 'mail' }));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await app.background.drain();
      await mailer.close();
    });
    done();
  },
  { name: 'scola-mail', dependencies: ['scola-app-context', 'scola-db'] },
);
