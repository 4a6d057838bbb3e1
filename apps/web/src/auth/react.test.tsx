import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './react';
import { createHarness, serveProductApi } from './testing/harness';

afterEach(cleanup);

function Whoami() {
  const { loggedIn, user, auth } = useAuth<{ name: string }>();
  return (
    <p>
      {loggedIn ? `signed in as ${user?.name ?? ''}` : 'signed out'}
      <button onClick={() => auth.logout()}>logout</button>
    </p>
  );
}

describe('React binding', () => {
  it('§7 KEEP: children (the router) render only after init, the fallback meanwhile', async () => {
    const h = createHarness({ path: '/beranda' });
    serveProductApi(h.api, h.clock);
    await h.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });
    const restored = createHarness({ browser: h.browser, clock: h.clock, path: '/beranda' });
    serveProductApi(restored.api, restored.clock);

    render(
      <AuthProvider auth={restored.auth} fallback={<span>loading</span>}>
        <Whoami />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeDefined();
    expect(await screen.findByText('signed in as Siti')).toBeDefined();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('re-renders on session changes', async () => {
    const h = createHarness({ path: '/beranda' });
    serveProductApi(h.api, h.clock);
    await h.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });
    render(
      <AuthProvider auth={h.auth}>
        <Whoami />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed in as Siti')).toBeDefined();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('signed out')).toBeDefined();
  });

  it('useAuth outside the provider fails loudly', () => {
    expect(() => render(<Whoami />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
