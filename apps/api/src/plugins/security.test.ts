import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';

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
