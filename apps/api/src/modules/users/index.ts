import type { Database } from '../../db/client';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

export { hashPassword, verifyPassword } from './password';
export {
  createUsersService,
  toPublicUser,
  type CreateUserInput,
  type UserRow,
  type UsersService,
} from './users.service';

/** The users service over a database (repository wired in). */
export function usersServiceFor(db: Database) {
  return createUsersService(createUsersRepository(db));
}
