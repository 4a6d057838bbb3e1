import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../i18n';
import { ErrorPage, ErrorPageBoundary } from './error-page';
import { HttpStatusError, normalizeError, notFound, UnknownMiddlewareError } from './errors';
import { registerMiddleware, resolveMiddleware, runMiddleware } from './middleware';
import { Providers } from './providers';

function renderPage(error: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <ErrorPage error={error} /> }]);
  render(
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('normalizeError', () => {
  it('defaults the status to 500', () => {
    expect(normalizeError(new Error('boom'))).toEqual({ status: 500, kind: 'generic', message: 'boom' });
    expect(normalizeError(undefined).status).toBe(500);
    expect(normalizeError('x').status).toBe(500);
    expect(normalizeError({ status: 'teapot' }).status).toBe(500);
  });

  it('keeps a route error response’s status', () => {
    const response = (status: number) => new ErrorResponse(status, '', null);
    expect(normalizeError(response(404))).toEqual({ status: 404, kind: 'not-found' });
    expect(normalizeError(response(403)).status).toBe(403);
    expect(normalizeError(Object.assign(new Error('gone'), { statusCode: 410 })).status).toBe(410);
  });

  it('reads a failed page validation as 404', () => {
    expect(() => notFound()).toThrow(HttpStatusError);
    expect(normalizeError(new HttpStatusError(404))).toEqual({ status: 404, kind: 'not-found' });
  });

  it('turns an unknown middleware into a 500 with the spec’s message', () => {
    const error = new UnknownMiddlewareError('admin-only');
    expect(error.message).toBe('Unknown middleware admin-only');
    expect(normalizeError(error)).toMatchObject({
      status: 500,
      kind: 'unknown-middleware',
      middlewareName: 'admin-only',
    });
  });
});

describe('middleware registry', () => {
  it('raises Unknown middleware for a name that is not registered', async () => {
    expect(() => resolveMiddleware(['nope'])).toThrow('Unknown middleware nope');
    const request = new Request('http://localhost/');
    await expect(
      runMiddleware(['nope'], { entry: {} as never, params: {}, request, auth: {} as never }),
    ).rejects.toBeInstanceOf(UnknownMiddlewareError);
  });

  it('runs registered middleware in order', async () => {
    const calls: string[] = [];
    const unregister = [
      registerMiddleware('a', () => void calls.push('a')),
      registerMiddleware('b', () => {
        calls.push('b');
        return Promise.resolve();
      }),
    ];
    await runMiddleware(['a', 'b'], {
      entry: {} as never,
      params: {},
      request: new Request('http://localhost/'),
      auth: {} as never,
    });
    expect(calls).toEqual(['a', 'b']);
    for (const undo of unregister) undo();
    expect(() => resolveMiddleware(['a'])).toThrow('Unknown middleware a');
  });
});

describe('ErrorPage', () => {
  it('shows 404, the not-found sentence and a link home', async () => {
    renderPage(new ErrorResponse(404, 'Not Found', null));
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Halaman ini tidak dapat ditemukan');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman utama' }).getAttribute('href')).toBe('/');
  });

  it('shows 500 for an error without status', async () => {
    renderPage(new Error('boom'));
    expect(await screen.findByText('500')).toBeTruthy();
    expect(document.querySelector('[data-error-page]')?.getAttribute('data-status')).toBe('500');
    expect(screen.getByText('boom')).toBeTruthy();
  });

  it('shows the unknown middleware message', async () => {
    await act(() => setLanguage('en'));
    renderPage(new UnknownMiddlewareError('admin-only'));
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByText('Unknown middleware admin-only')).toBeTruthy();
  });
});

describe('ErrorPageBoundary', () => {
  it('shows a fallback with details and a link home when the error page itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('error page broke');
    }
    render(
      <ErrorPageBoundary original={new Error('original problem')}>
        <Broken />
      </ErrorPageBoundary>,
    );
    const fallback = document.querySelector('[data-error-fallback]');
    expect(fallback).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Terjadi kesalahan saat menampilkan halaman galat');
    expect(fallback?.textContent).toContain('error page broke');
    expect(fallback?.textContent).toContain('original problem');
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/');
  });
});
