import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, helmetOptions, securityHeaders } from './security';

const google = {
  issuer: 'https://accounts.google.com',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
};

describe('contentSecurityPolicy', () => {
  it('lets the browser reach the identity provider’s user-info origin only when Google sign-in is on', () => {
    const on = contentSecurityPolicy({ google: { ...google, clientId: 'scola-web' } });
    expect(on.directives.connectSrc).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://openidconnect.googleapis.com',
    ]);
    const off = contentSecurityPolicy({ google: { ...google, clientId: undefined } });
    expect(off.directives.connectSrc).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('never allows inline or foreign scripts', () => {
    const policy = contentSecurityPolicy({ google: { ...google, clientId: 'scola-web' } });
    expect(policy.directives.scriptSrc).toEqual(["'self'"]);
    expect(policy.directives.objectSrc).toEqual(["'none'"]);
  });
});

describe('securityHeaders', () => {
  it('computes helmet’s headers once, with the policy and same-origin resources', () => {
    const headers = securityHeaders(helmetOptions({ google: { ...google, clientId: undefined } }));
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'") as string,
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['content-security-policy']).toContain("connect-src 'self' ws: wss:;");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
  });
});
