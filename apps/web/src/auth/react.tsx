/**
 * The thin React binding of the session module. `AuthProvider` runs `init()` and renders its children only once
 * the session is known, so the router mounted inside it never shows a page before the guard could decide
 * (auth-behaviour.md §7). `useAuth` reads the state through `useSyncExternalStore`.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createAuth, type Auth } from './session';
import type { AuthOptions } from './session-parts';
import type { AuthState, AuthUser } from './session-store';

const AuthContext = createContext<Auth<object> | null>(null);

export type AuthProviderProps = ({ auth: Auth<object> } | { options: AuthOptions }) & {
  children: ReactNode;
  /** Shown while the session is being restored (nothing by default; a spinner is fine). */
  fallback?: ReactNode;
};

export function AuthProvider(props: AuthProviderProps) {
  const [auth] = useState(() => ('auth' in props ? props.auth : createAuth(props.options)));
  const ready = useSyncExternalStore(auth.subscribe, () => auth.getState().ready);
  useEffect(() => {
    void auth.init();
  }, [auth]);
  return (
    <AuthContext.Provider value={auth}>
      {ready ? props.children : (props.fallback ?? null)}
    </AuthContext.Provider>
  );
}

/** The session instance, for its methods (`loginWith`, `logout`, `request`, `hasScope`, …). */
export function useAuthClient<U extends object = AuthUser>(): Auth<U> {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth as Auth<U>;
}

/** The session state (re-rendering on change) and the instance. */
export function useAuth<U extends object = AuthUser>(): AuthState<U> & { auth: Auth<U> } {
  const auth = useAuthClient<U>();
  const state = useSyncExternalStore(auth.subscribe, auth.getState);
  return { ...state, auth };
}
