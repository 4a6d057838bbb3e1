import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { createUsersRepository } from './users.repository';
import { userPhotoRoutes } from './users-photo.routes';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  passwordHashCost,
  setPasswordHashCost,
  verifyPassword,
} from './password';
export { currentUser, type RequestUser } from './request-user';
export {
  ERASED_USER_NAME,
  eraseAccount,
  lockAccountForErasure,
  otherAdminsThan,
  profileForExport,
} from './account-data.repository';
export { signupCounts, type SignupCounts } from './signup-figures.repository';
export {
  accountSummaries,
  isSuspendedUser,
  userContactOf,
  userIdsWithEmailLike,
  type UserContact,
} from './users.repository';
export {
  createUsersService,
  toPublicUser,
  type CreateUserInput,
  type UserRow,
  type UsersService,
} from './users.service';
/** The `users` table, for foreign keys of other modules' tables only (query users through the service). */
export { users as usersTable } from './users.tables';

/** The users service over a database (repository wired in). */
export function usersServiceFor(db: Database) {
  return createUsersService(createUsersRepository(db));
}

/** Routes under the API prefix: `GET /akun/info`, `PATCH /akun/profil`, `GET`/`PATCH /akun/pengaturan`, `PUT`/`DELETE /akun/foto`. */
export const usersModule: FastifyPluginAsync = async (app) => {
  const service = usersServiceFor(app.db.db);
  await app.register(usersRoutes, { service });
  await app.register(userPhotoRoutes, { service, storage: app.storage });
};

export {
  accountsAdminFor,
  toAdminAccount,
  type AccountChange,
  type AccountsAdmin,
} from './accounts-admin.service';
