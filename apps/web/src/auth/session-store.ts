/** The session's observable parts: its state snapshot and its error listeners (for the React binding and logs). */
import { SessionExpiredError } from './errors';

export interface AuthUser {
  scope?: unknown;
}

export interface AuthState<U> {
  user: U | null;
  loggedIn: boolean;
  strategy: string;
  /** A sign-in, callback or the initial check is under way. */
  busy: boolean;
  /** `init()` has finished: the router may start (§7: no page flashes before the guard decides). */
  ready: boolean;
}

export const signedOutState = (strategy: string): AuthState<object> => ({
  user: null,
  loggedIn: false,
  strategy,
  busy: false,
  ready: false,
});

export type AuthMethod =
  | 'init'
  | 'loginWith'
  | 'signUp'
  | 'activate'
  | 'handleGoogleCallback'
  | 'linkGoogle'
  | 'logout'
  | 'fetchUser'
  | 'refreshTokens';
export type ErrorListener = (error: unknown, method: AuthMethod) => void;

/** Immutable snapshots: a new object on every change, the same object otherwise (`useSyncExternalStore`). */
export class StateStore<S extends object> {
  private readonly listeners = new Set<() => void>();

  constructor(
    private state: S,
    private readonly onChange: (previous: S, next: S) => void,
  ) {}

  get = (): S => this.state;

  set(patch: Partial<S>): void {
    const previous = this.state;
    const next = { ...previous, ...patch };
    if ((Object.keys(patch) as (keyof S)[]).every((key) => previous[key] === next[key])) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
    this.onChange(previous, next);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

export class ErrorReporter {
  private readonly listeners = new Set<ErrorListener>();

  add(listener: ErrorListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The run-out session is not an error (§6, §8): it is never reported, only thrown to the aborted caller. */
  report(error: unknown, method: AuthMethod): void {
    if (error instanceof SessionExpiredError) return;
    for (const listener of [...this.listeners]) listener(error, method);
  }

  /** Runs `run`, reporting its error under `method` before rethrowing it to the caller. */
  async run<T>(method: AuthMethod, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.report(error, method);
      throw error;
    }
  }
}
