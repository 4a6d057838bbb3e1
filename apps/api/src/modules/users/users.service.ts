import {
  type AccountSettings,
  type AccountSettingsUpdateBody,
  gradeLevelProblem,
  type ProfileUpdateBody,
  type Role,
  type SchoolLevel,
  type User,
} from '@scola/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from './password';
import type { UsersRepository } from './users.repository';
import type { UserRow } from './users.tables';

export type { UserRow };

export interface CreateUserInput {
  email: string;
  name: string;
  /** Plain password, hashed here with argon2id; omit for accounts without a password (Google only). */
  password?: string | null;
  scope: Role[];
  phone?: string | null;
  photoUrl?: string | null;
  schoolLevel?: SchoolLevel | null;
  grade?: number | null;
  city?: string | null;
  tutorVerifiedAt?: Date | null;
  /**
   * Whether the owner's address is already proven (default `true`: seeds, tests, Google). Self sign-up passes
   * `false`: such an account cannot sign in until its activation link is opened.
   */
  activated?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Maps a stored user to the public `User` wire shape (never the password hash). */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    photoUrl: row.photoUrl,
    scope: row.scope,
    schoolLevel: row.schoolLevel,
    grade: row.grade,
    city: row.city,
    locale: row.locale,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(repository: UsersRepository) {
  async function toRow(input: CreateUserInput) {
    return {
      email: input.email.trim(),
      name: input.name.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      scope: [...new Set(input.scope)],
      phone: input.phone ?? null,
      photoUrl: input.photoUrl ?? null,
      schoolLevel: input.schoolLevel ?? null,
      grade: input.grade ?? null,
      city: input.city ?? null,
      tutorVerifiedAt: input.tutorVerifiedAt ?? null,
      activatedAt: input.activated === false ? null : new Date(),
    };
  }

  async function findById(id: string): Promise<UserRow | null> {
    return UUID.test(id) ? repository.findById(id) : null;
  }

  return {
    /** Creates an account; `EMAIL_TAKEN` when the e-mail is already registered (case-insensitive). */
    async createUser(input: CreateUserInput): Promise<UserRow> {
      const created = await repository.insert(await toRow(input));
      if (!created) throw new AppError('EMAIL_TAKEN', undefined, { field: 'email' });
      return created;
    },

    /**
     * Applies a profile patch (`undefined` = unchanged, `null` = cleared). The school level and grade must fit
     * together once merged with the stored values: `VALIDATION_FAILED` otherwise.
     */
    async updateProfile(id: string, patch: ProfileUpdateBody): Promise<UserRow> {
      const user = await findById(id);
      if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      const level = patch.schoolLevel === undefined ? user.schoolLevel : patch.schoolLevel;
      const grade = patch.grade === undefined ? user.grade : patch.grade;
      const problem = gradeLevelProblem(level, grade);
      if (problem) {
        throw new AppError('VALIDATION_FAILED', problem, [
          { location: 'body', path: 'grade', code: 'custom', message: problem },
        ]);
      }
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return user;
      const updated = await repository.update(id, values);
      if (!updated) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return updated;
    },

    /** Changes the account's language and/or time zone (validated by the route's schema). */
    async updateSettings(id: string, patch: AccountSettingsUpdateBody): Promise<AccountSettings> {
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated =
        Object.keys(values).length > 0 ? await repository.update(id, values) : await findById(id);
      if (!updated) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return { locale: updated.locale, timeZone: updated.timeZone };
    },

    /** Adds `role` to the account's scope (kept once); `tutor` also records when the tutor was verified. */
    async grantRole(id: string, role: Role, at: Date): Promise<UserRow> {
      const user = await findById(id);
      if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      const scope = user.scope.includes(role) ? user.scope : [...user.scope, role];
      const verified = role === 'tutor' && !user.tutorVerifiedAt ? { tutorVerifiedAt: at } : {};
      const updated = await repository.update(id, { scope, ...verified });
      if (!updated) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return updated;
    },

    /** Replaces the password (hashed here with argon2id). */
    async setPassword(id: string, password: string): Promise<void> {
      const updated = await repository.update(id, { passwordHash: await hashPassword(password) });
      if (!updated) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
    },

    /** Marks the account activated (its owner proved the address); already activated accounts stay as they are. */
    async activate(id: string): Promise<UserRow> {
      const user = (await repository.activate(id)) ?? (await findById(id));
      if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return user;
    },

    /**
     * Activates an account through an identity provider that verified the address. A password chosen before the
     * address was proven is dropped (whoever signed up may not be the owner); the owner can set one by reset.
     */
    async activateThroughProvider(id: string): Promise<UserRow> {
      const user = (await repository.activate(id, { dropPassword: true })) ?? (await findById(id));
      if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return user;
    },

    /** Returns the account with this e-mail, creating it when missing (idempotent; used by the seed). */
    async ensureUser(input: CreateUserInput): Promise<{ user: UserRow; created: boolean }> {
      const existing = await repository.findByEmail(input.email.trim());
      if (existing) return { user: existing, created: false };
      const created = await repository.insert(await toRow(input));
      if (created) return { user: created, created: true };
      const raced = await repository.findByEmail(input.email.trim());
      if (!raced) throw new AppError('INTERNAL_ERROR');
      return { user: raced, created: false };
    },

    /**
     * Creates the accounts whose e-mail is new in one statement (bulk seeds: each distinct password is hashed once);
     * answers the id of every account by lower-cased e-mail. Idempotent.
     */
    async ensureUsers(inputs: CreateUserInput[]): Promise<Map<string, string>> {
      const hashes = new Map<string, Promise<string>>();
      const hashOf = (password: string) => {
        const hash = hashes.get(password) ?? hashPassword(password);
        hashes.set(password, hash);
        return hash;
      };
      const rows = await Promise.all(
        inputs.map(async (input) => ({
          ...(await toRow({ ...input, password: null })),
          passwordHash: input.password ? await hashOf(input.password) : null,
        })),
      );
      await repository.insertMany(rows);
      const stored = await repository.idsByEmails(rows.map((row) => row.email));
      return new Map(stored.map((row) => [row.email.toLowerCase(), row.id]));
    },

    findByEmail(email: string): Promise<UserRow | null> {
      return repository.findByEmail(email.trim());
    },

    findById,

    /** Like `findById`, but `NOT_FOUND` when there is no such user. */
    async getById(id: string): Promise<UserRow> {
      const user = await findById(id);
      if (!user) throw new AppError('NOT_FOUND', 'Pengguna tidak ditemukan.');
      return user;
    },

    /** Public names and photos by user id (one query, whatever the number of ids), e.g. for review authors. */
    async publicNamesByIds(
      ids: Iterable<string>,
    ): Promise<Map<string, { name: string; photoUrl: string | null }>> {
      const rows = await repository.namesByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { name: row.name, photoUrl: row.photoUrl }]));
    },

    countUsers(): Promise<number> {
      return repository.count();
    },

    toPublicUser,
  };
}
