/**
 * A minimal OpenID Connect provider for the Google sign-in journeys (implicit flow, like Google's): an
 * authorization endpoint that answers straight away (no login screen) by redirecting to `redirect_uri` with
 * `#access_token=…&id_token=…&token_type=Bearer&state=…`, a CORS-enabled user-info endpoint, and its JWKS.
 * The ID token is RS256-signed and carries the request's `nonce`, `aud` = client id, `iss`, `email` and
 * `email_verified: true`. Tests choose who signs in next, and can make the answer wrong (another `state`, a token
 * with another `nonce`) to see the app refuse it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';

export interface OidcIdentity {
  email: string;
  name: string;
  /** Stable subject; defaults to one derived from the e-mail. */
  sub?: string;
}

export interface NextAnswer {
  identity: OidcIdentity;
  /** Send back another `state` than the app's (a forged or mixed-up answer). */
  wrongState?: boolean;
  /** Sign the ID token with another `nonce` than the app asked for (a replayed token). */
  wrongNonce?: boolean;
}

export interface OidcProviderOptions {
  port: number;
  clientId: string;
}

const KID = 'scola-e2e-1';

/**
 * The signing key survives restarts of the provider within one run (Playwright restarts a worker after a failed
 * test, and the API caches the JWKS it read first), so it is kept in the run's data directory.
 */
async function signingKey(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const file = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'oidc-provider-key.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { privateJwk: JWK; publicJwk: JWK };
  } catch {
    const keys = await generateKeyPair('RS256', { extractable: true });
    const pair = { privateJwk: await exportJWK(keys.privateKey), publicJwk: await exportJWK(keys.publicKey) };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
    return pair;
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept',
  'access-control-allow-methods': 'GET, OPTIONS',
};

export async function startOidcProvider({ port, clientId }: OidcProviderOptions) {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateJwk, publicJwk } = await signingKey();
  const privateKey = await importJWK(privateJwk, 'RS256');
  const jwks = { keys: [{ ...publicJwk, kid: KID, alg: 'RS256', use: 'sig' }] };
  /** Access tokens handed out, with the identity they stand for (for the user-info endpoint). */
  const accessTokens = new Map<string, OidcIdentity>();
  let next: NextAnswer | undefined;
  const authorizations: URLSearchParams[] = [];
  const userInfoCalls: string[] = [];

  const subjectOf = (identity: OidcIdentity) => identity.sub ?? `google-${identity.email}`;

  async function authorize(url: URL, response: ServerResponse) {
    const params = url.searchParams;
    authorizations.push(params);
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== clientId || !redirectUri) {
      send(response, 400, { error: 'invalid_request' });
      return;
    }
    const answer = next;
    next = undefined;
    if (!answer) {
      response.writeHead(302, {
        location: `${redirectUri}#error=access_denied&state=${params.get('state') ?? ''}`,
      });
      response.end();
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const nonce = answer.wrongNonce ? `other-${randomBytes(4).toString('hex')}` : (params.get('nonce') ?? '');
    const idToken = await new SignJWT({
      email: answer.identity.email,
      email_verified: true,
      name: answer.identity.name,
      nonce,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(subjectOf(answer.identity))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, answer.identity);
    const state = answer.wrongState ? `${params.get('state') ?? ''}-forged` : (params.get('state') ?? '');
    const fragment = new URLSearchParams({
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: '3600',
      scope: params.get('scope') ?? 'openid',
      state,
    });
    response.writeHead(302, { location: `${redirectUri}#${fragment.toString()}` });
    response.end();
  }

  function userInfo(request: IncomingMessage, response: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    userInfoCalls.push(token ?? '');
    const identity = token ? accessTokens.get(token) : undefined;
    if (!identity) {
      send(response, 401, { error: 'invalid_token' }, cors);
      return;
    }
    send(
      response,
      200,
      { sub: subjectOf(identity), email: identity.email, email_verified: true, name: identity.name },
      cors,
    );
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
    } else if (url.pathname === '/authorize') {
      authorize(url, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
    } else if (url.pathname === '/userinfo') {
      userInfo(request, response);
    } else if (url.pathname === '/jwks') {
      send(response, 200, jwks);
    } else if (url.pathname === '/.well-known/openid-configuration') {
      send(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['token id_token'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else {
      send(response, 404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    issuer,
    /** Who signs in at the next authorization request, and how the answer is spoiled, if at all. */
    nextSignIn(answer: NextAnswer) {
      next = answer;
    },
    /** The authorization requests received (their query parameters). */
    authorizations,
    /** Access tokens the user-info endpoint was called with. */
    userInfoCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
