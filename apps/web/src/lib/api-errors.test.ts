import { errorCodes } from '@scola/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, AuthError, SessionExpiredError } from '../auth/errors';
import en from '../i18n/locales/en/index';
import id from '../i18n/locales/id/index';
import { errorMessage, errorText, genericErrorCodes, refusedFields, webErrorCodes } from './api-errors';

describe('errorMessage', () => {
  it('picks the text by the code, never by the message', () => {
    expect(errorMessage(new ApiError('INVALID_CREDENTIALS', 401, 'Email atau kata sandi salah.'))).toEqual({
      key: 'apiErrors.INVALID_CREDENTIALS',
    });
    expect(errorMessage(new AuthError('OAUTH_STATE_MISMATCH', 'English text for logs'))).toEqual({
      key: 'apiErrors.OAUTH_STATE_MISMATCH',
    });
    expect(errorMessage(new SessionExpiredError())).toEqual({ key: 'apiErrors.SESSION_EXPIRED' });
  });

  it('says how long a locked account waits when the API tells', () => {
    const locked = new ApiError('ACCOUNT_LOCKED', 429, 'x', { retryAfterSeconds: 61 });
    expect(errorMessage(locked)).toEqual({ key: 'apiErrors.ACCOUNT_LOCKED_MINUTES', values: { minutes: 2 } });
    const delayed = new ApiError('ACCOUNT_LOCKED', 429, 'x', { retryAfterSeconds: 4 });
    expect(errorMessage(delayed)).toEqual({
      key: 'apiErrors.ACCOUNT_LOCKED_SECONDS',
      values: { seconds: 4 },
    });
    expect(errorMessage(new ApiError('ACCOUNT_LOCKED', 429, 'x'))).toEqual({
      key: 'apiErrors.ACCOUNT_LOCKED',
    });
  });

  it('falls back to a server error for unknown 5xx and to a generic text otherwise', () => {
    const t = i18next.createInstance();
    void t.init({
      lng: 'id',
      initAsync: false,
      resources: { id: { translation: { apiErrors: id.apiErrors } } },
    });
    expect(errorText(t.t, new ApiError('HTTP_502', 502, 'Bad Gateway'))).toBe(id.apiErrors.INTERNAL_ERROR);
    expect(errorText(t.t, new ApiError('SOMETHING_NEW', 400, 'x'))).toBe(id.apiErrors.UNKNOWN);
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'apiErrors.UNKNOWN' });
  });

  it('has a text in both languages for every code it names', () => {
    const keys = [...webErrorCodes, 'UNKNOWN', 'ACCOUNT_LOCKED_MINUTES', 'ACCOUNT_LOCKED_SECONDS'];
    for (const code of keys) {
      expect(id.apiErrors, code).toHaveProperty(code);
      expect(en.apiErrors, code).toHaveProperty(code);
    }
  });

  it('has a text in both languages for every API code but the generic ones', () => {
    const generic = new Set<string>(genericErrorCodes);
    for (const code of errorCodes.filter((c) => !generic.has(c))) {
      expect(id.apiErrors, code).toHaveProperty(code);
      expect(en.apiErrors, code).toHaveProperty(code);
      expect(errorMessage(new ApiError(code, 400, 'x')), code).toEqual({ key: `apiErrors.${code}` });
    }
    for (const code of genericErrorCodes) {
      expect(errorMessage(new ApiError(code, 409, 'x')), code).toEqual({ key: 'apiErrors.UNKNOWN' });
      // A generic code has no text of its own.
      expect(id.apiErrors, code).not.toHaveProperty(code);
    }
  });
});

describe('errorText', () => {
  /** What the landing page holds before the whole language has loaded: the texts of a few codes only. */
  function landingPart() {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'id',
      initAsync: false,
      resources: {
        id: {
          translation: {
            apiErrors: {
              INVALID_CREDENTIALS: id.apiErrors.INVALID_CREDENTIALS,
              ACCOUNT_LOCKED_MINUTES: id.apiErrors.ACCOUNT_LOCKED_MINUTES,
              UNKNOWN: id.apiErrors.UNKNOWN,
              INTERNAL_ERROR: id.apiErrors.INTERNAL_ERROR,
            },
          },
        },
      },
    });
    return instance.t;
  }

  it('reads the code’s own text, with its values', () => {
    const t = landingPart();
    expect(errorText(t, new ApiError('INVALID_CREDENTIALS', 401, 'x'))).toBe('Email atau kata sandi salah.');
    const locked = new ApiError('ACCOUNT_LOCKED', 429, 'x', { retryAfterSeconds: 120 });
    expect(errorText(t, locked)).toContain('dalam 2 menit');
  });

  it('reads the generic text, never the key, for a code whose text is not loaded yet', () => {
    const t = landingPart();
    expect(errorText(t, new ApiError('CLASS_FULL', 409, 'x'))).toBe(id.apiErrors.UNKNOWN);
    expect(errorText(t, new ApiError('SERVICE_UNAVAILABLE', 503, 'x'))).toBe(id.apiErrors.INTERNAL_ERROR);
  });
});

describe('refusedFields', () => {
  it('lists the body fields of validation details', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, 'x', [
      { location: 'body', path: 'phone', code: 'invalid_format', message: 'x' },
      { location: 'body', path: 'grade', code: 'custom', message: 'x' },
      { location: 'query', path: 'page', code: 'too_small', message: 'x' },
    ]);
    expect(refusedFields(error)).toEqual(['phone', 'grade']);
    expect(refusedFields(new ApiError('VALIDATION_FAILED', 400, 'x'))).toEqual([]);
    expect(refusedFields(new Error('x'))).toEqual([]);
  });
});
