import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../auth/errors';
import { renderUi } from '../test/render-ui';
import { LoadError } from './load-error';

const networkError = new ApiError('NETWORK_ERROR', 0, 'The server could not be reached.');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('LoadError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, a load nothing answered says the page is not available offline yet', () => {
    setOnline(false);
    renderUi(<LoadError error={networkError} onRetry={vi.fn()} title="Kelas tidak dapat dimuat" />);
    const state = screen.getByRole('status');
    expect(state.hasAttribute('data-offline-state')).toBe(true);
    expect(state.textContent).toContain('Halaman ini belum tersedia offline');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();

    setOnline(true);
    expect(screen.getByRole('alert').textContent).toContain('Kelas tidak dapat dimuat');
    expect(screen.queryByText('Halaman ini belum tersedia offline')).toBeNull();
  });

  it('offline, an answer of the server (a refusal) keeps its own text', () => {
    setOnline(false);
    renderUi(<LoadError error={new ApiError('FORBIDDEN', 403, 'no')} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').hasAttribute('data-offline-state')).toBe(false);
  });
});
