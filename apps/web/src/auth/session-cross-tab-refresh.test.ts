import { describe, expect, it } from 'vitest';
import type { CrossTabLock } from './authorized-requests';
import { createHarness, serveProductApi } from './testing/harness';

/** One lock for the whole fake browser, like the Web Locks API: tasks run one after another. */
function sharedLock(): CrossTabLock {
  let queue: Promise<void> = Promise.resolve();
  return (_name, task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

describe('§6 refresh across tabs', () => {
  it('two tabs with an expired token renew the session with one refresh, and both go on', async () => {
    const lock = sharedLock();
    const first = createHarness({ path: '/beranda', lock });
    serveProductApi(first.api, first.clock);
    first.api.on('GET', '/api/keranjang', { body: { data: [] } });
    await first.auth.init();
    await first.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });

    const second = createHarness({ browser: first.browser, clock: first.clock, api: first.api, lock });
    await second.auth.init();
    expect(second.auth.getState().loggedIn).toBe(true);

    first.clock.advance(3_600_000);
    first.api.calls.length = 0;
    await Promise.all([first.auth.request('/keranjang'), second.auth.request('/keranjang')]);

    expect(first.api.callsTo('POST', '/api/auth/scola/refresh')).toHaveLength(1);
    const sent = first.api.calls
      .filter((call) => call.path === '/api/keranjang')
      .map((call) => call.headers.get('Authorization'));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
    expect(first.auth.getState().loggedIn && second.auth.getState().loggedIn).toBe(true);
  });
});
