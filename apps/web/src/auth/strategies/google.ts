/**
 * The Google strategy (auth-behaviour.md §5): OpenID Connect implicit flow. The provider's tokens are used only to
 * reach its user-info endpoint and to prove the sign-in to the product API, which answers with a product session;
 * API calls never carry the provider's token.
 */
import type { ApiClient, FetchLike } from '../api-client';
import type { GoogleConfig } from '../config';
import { AuthError, signInNoTokenError } from '../errors';
import type { PageLocation } from '../navigator';
import type { AuthStorage } from '../storage';
import type { Clock } from '../token';
import { tokensFromAnswer, type SessionTokens } from '../token-store';

export const GOOGLE_STRATEGY = 'google';
export const GOOGLE_STATE_KEY = `${GOOGLE_STRATEGY}.state`;
export const GOOGLE_NONCE_KEY = `${GOOGLE_STRATEGY}.nonce`;
/** Why the flow began: absent for a sign-in, `link` for the settings' "Hubungkan" (ADR 0058). */
export const GOOGLE_INTENT_KEY = `${GOOGLE_STRATEGY}.intent`;
export type GoogleIntent = 'signin' | 'link';
/** How long `state` and `nonce` wait for the provider's answer; a sign-in takes minutes, not days. */
export const GOOGLE_FLOW_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  origin: string;
}

export function authorizationUrl(
  config: GoogleConfig,
  { state, nonce, origin }: AuthorizationRequest,
): string {
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', 'token id_token');
  url.searchParams.set('client_id', config.clientId ?? '');
  url.searchParams.set('redirect_uri', config.redirectUri ?? `${origin}/masukGoogle.html`);
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  return url.toString();
}

/**
 * The parameters the provider sent back, from the query and the fragment; the fragment wins key by key. With hash
 * routing the fragment may itself be a route (`#/masuk-google?access_token=…`): then its query part is read.
 */
export function callbackParams(href: string): URLSearchParams {
  const url = new URL(href, 'http://callback.invalid');
  const params = new URLSearchParams(url.search);
  let fragment = url.hash.slice(1);
  if (fragment.startsWith('/')) {
    const query = fragment.indexOf('?');
    fragment = query === -1 ? '' : fragment.slice(query + 1);
  }
  for (const [key, value] of new URLSearchParams(fragment)) params.set(key, value);
  return params;
}

export interface ProviderAnswer {
  accessToken: string;
  idToken: string;
  /** The nonce kept since the sign-in began; the product API checks the ID token carries it. */
  nonce: string;
}

/** What was stored when the sign-in began (`unknown`: storage may hold anything). */
export interface PendingFlow {
  state: unknown;
  nonce: unknown;
}

/** FIX: a missing or mismatching `state` is an error shown to the user (the original ignored it). */
export function checkProviderAnswer(params: URLSearchParams, pending: PendingFlow): ProviderAnswer {
  const providerError = params.get('error');
  if (providerError !== null) {
    throw new AuthError(
      'OAUTH_PROVIDER_ERROR',
      `The identity provider refused the sign-in: ${providerError}`,
      {
        error: providerError,
        description: params.get('error_description'),
      },
    );
  }
  const state = params.get('state');
  if (!state || typeof pending.state !== 'string' || pending.state === '') {
    throw new AuthError('OAUTH_STATE_MISSING', 'The sign-in answer has no state to check.');
  }
  if (state !== pending.state) {
    throw new AuthError('OAUTH_STATE_MISMATCH', 'The sign-in answer does not belong to this sign-in.');
  }
  const accessToken = params.get('access_token');
  const idToken = params.get('id_token');
  if (!accessToken || !idToken) {
    throw new AuthError('OAUTH_TOKEN_MISSING', 'The sign-in answer carries no access token or ID token.');
  }
  if (typeof pending.nonce !== 'string' || pending.nonce === '') {
    throw new AuthError('OAUTH_NONCE_MISSING', 'The nonce of this sign-in was not kept.');
  }
  return { accessToken, idToken, nonce: pending.nonce };
}

/** The provider's own check that its access token works; its `Bearer` header goes to the provider only. */
export async function fetchProviderUser(fetchFn: FetchLike, config: GoogleConfig, accessToken: string) {
  let response: Response;
  try {
    response = await fetchFn(config.userInfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
  } catch (cause) {
    throw new AuthError('OAUTH_USERINFO_FAILED', 'The identity provider could not be reached.', cause);
  }
  if (!response.ok) {
    throw new AuthError('OAUTH_USERINFO_FAILED', `The identity provider answered ${response.status}.`);
  }
  return (await response.json()) as unknown;
}

/** The product API verifies the ID token (signature, audience, issuer, nonce) and opens a product session. */
export async function exchangeIdToken(
  api: ApiClient,
  endpoint: string,
  idToken: string,
  nonce: string,
): Promise<SessionTokens> {
  const tokens = tokensFromAnswer(await api.post<unknown>(endpoint, { idToken, nonce }));
  if (!tokens) throw signInNoTokenError();
  return tokens;
}

export interface GoogleFlowContext {
  config: GoogleConfig;
  storage: AuthStorage;
  clock: Clock;
  random: () => string;
  location: PageLocation;
  fetch: FetchLike;
  api: ApiClient;
  /** The product API's exchange endpoint (`/auth/scola/google`). */
  exchangeEndpoint: string;
}

/**
 * Keeps a fresh `state`, `nonce` and the flow's intent, then replaces the page with the provider's authorization
 * URL. The intent travels in storage, never in the URL: the provider's answer cannot turn a sign-in into a link.
 */
export function beginGoogleSignIn(ctx: GoogleFlowContext, intent: GoogleIntent = 'signin'): void {
  const state = ctx.random();
  const nonce = ctx.random();
  const until = ctx.clock() + GOOGLE_FLOW_LIFETIME_MS;
  ctx.storage.set(GOOGLE_STATE_KEY, state, until);
  ctx.storage.set(GOOGLE_NONCE_KEY, nonce, until);
  if (intent === 'link') ctx.storage.set(GOOGLE_INTENT_KEY, intent, until);
  else ctx.storage.remove(GOOGLE_INTENT_KEY);
  ctx.location.replace(authorizationUrl(ctx.config, { state, nonce, origin: ctx.location.origin }));
}

/** The provider's checked answer in `href` and why the flow began; the stored flow is used up. */
export async function readGoogleAnswer(
  ctx: GoogleFlowContext,
  href: string,
): Promise<ProviderAnswer & { intent: GoogleIntent }> {
  const pending = { state: ctx.storage.get(GOOGLE_STATE_KEY), nonce: ctx.storage.get(GOOGLE_NONCE_KEY) };
  const intent: GoogleIntent = ctx.storage.get(GOOGLE_INTENT_KEY) === 'link' ? 'link' : 'signin';
  // Single use: a replayed callback URL finds no state.
  ctx.storage.remove(GOOGLE_STATE_KEY);
  ctx.storage.remove(GOOGLE_NONCE_KEY);
  ctx.storage.remove(GOOGLE_INTENT_KEY);
  const answer = checkProviderAnswer(callbackParams(href), pending);
  await fetchProviderUser(ctx.fetch, ctx.config, answer.accessToken);
  return { ...answer, intent };
}

/** Checks the provider's answer in `href` and trades it for a product session. */
export async function completeGoogleSignIn(ctx: GoogleFlowContext, href: string): Promise<SessionTokens> {
  const answer = await readGoogleAnswer(ctx, href);
  return exchangeIdToken(ctx.api, ctx.exchangeEndpoint, answer.idToken, answer.nonce);
}
