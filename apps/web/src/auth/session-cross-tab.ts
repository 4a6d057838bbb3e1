/**
 * FIX (auth-behaviour.md §2): another tab's sign-in or sign-out is applied in this tab, so a logout in one tab logs
 * out all tabs. Listens to the storage's change events (the `storage` event of localStorage).
 */
import type { SessionCore } from './session-core';

export class CrossTabSync {
  private syncing: Promise<void> | undefined;

  constructor(private readonly core: SessionCore) {}

  /** Starts listening; returns the function that stops. */
  start(): () => void {
    return this.core.parts.storage.subscribe((key) => this.onStorageChange(key));
  }

  private onStorageChange(key: string | null): void {
    const { core } = this;
    if (!core.state.ready || core.busy) return;
    if (key !== null && key !== 'strategy' && !key.startsWith('_token.')) return;
    const stored = core.parts.storage.get('strategy');
    if (typeof stored === 'string' && core.strategies.includes(stored)) core.store.set({ strategy: stored });
    if (core.parts.tokens.token(core.state.strategy) === undefined) {
      core.store.set({ user: null, loggedIn: false });
    } else if (!core.state.loggedIn && this.syncing === undefined) {
      this.syncing = core
        .loadUser()
        .catch((error: unknown) => core.errors.report(error, 'fetchUser'))
        .finally(() => {
          this.syncing = undefined;
        });
    }
  }
}
