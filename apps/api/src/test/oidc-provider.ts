import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'scola-test.apps.googleusercontent.test';

/**
 * A local OpenID provider for tests: an RS256 key pair, its JWKS served over HTTP on 127.0.0.1 (random port), and
 * `signIdToken` to issue ID tokens as the provider would.
 */
export async function startOidcProvider() {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const kid = 'kunci-uji-1';
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((request, response) => {
    if (request.url === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    clientId: TEST_GOOGLE_CLIENT_ID,
    /** Environment that points the API at this provider. */
    env(): Record<string, string> {
      return {
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        GOOGLE_ISSUER: issuer,
        GOOGLE_JWKS_URL: `${issuer}/jwks`,
        GOOGLE_AUTH_URL: `${issuer}/authorize`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      };
    },
    /**
     * An ID token with sensible claims (`iss`, `aud`, `iat`, `exp` in an hour, `email_verified`); `claims` override
     * them (`undefined` removes one). `key`/`kid` sign with another key or announce another key id.
     */
    async signIdToken(
      claims: JWTPayload & Record<string, unknown>,
      options: { key?: CryptoKey; kid?: string } = {},
    ): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: issuer,
        aud: TEST_GOOGLE_CLIENT_ID,
        iat: now,
        exp: now + 3600,
        email_verified: true,
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .sign(options.key ?? keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
