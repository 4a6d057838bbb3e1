import fp from 'fastify-plugin';
import { z } from 'zod';
import { installErrorHandlers } from './error-handler';

export { AppError, defaultErrorMessages, isAppError } from '../../lib/app-error';
export { errorStatus, sendRouterError, toErrorAnswer } from './error-handler';

/** One error handler for the whole app: codes → HTTP status, `{ error: { code, message, details? } }`. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    // Validation messages (in error.details) in Indonesian, like the rest of the answers.
    z.config(z.locales.id());
    installErrorHandlers(app);
    done();
  },
  { name: 'scola-errors' },
);
