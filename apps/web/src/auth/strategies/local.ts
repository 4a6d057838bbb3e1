/** The credentials strategy (auth-behaviour.md §4): the product API answers the sign-in with a session. */
import type { ApiClient } from '../api-client';
import { signInNoTokenError } from '../errors';
import { tokensFromAnswer, type SessionTokens } from '../token-store';

export const LOCAL_STRATEGY = 'local';

export interface Credentials {
  email: string;
  password: string;
}

/** FIX: an answer without `data.token` is an error the user sees, never a silent no-op. */
export async function signInWithCredentials(
  api: ApiClient,
  endpoint: string,
  credentials: Credentials,
): Promise<SessionTokens> {
  const tokens = tokensFromAnswer(await api.post<unknown>(endpoint, credentials));
  if (!tokens) throw signInNoTokenError();
  return tokens;
}

/** What a registration sends (the product API defines the fields; `name`, `email`, `password` for Scola). */
export type SignUpDetails = Credentials & Record<string, unknown>;

/** The token of an activation link, exchanged for a session exactly like sign-in (`data.token`, …). */
export async function activateWithToken(
  api: ApiClient,
  endpoint: string,
  token: string,
): Promise<SessionTokens> {
  const tokens = tokensFromAnswer(await api.post<unknown>(endpoint, { token }));
  if (!tokens) throw signInNoTokenError();
  return tokens;
}
