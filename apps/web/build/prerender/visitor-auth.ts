/**
 * `auth/react` as seen by the build-time prerender of the landing page (ADR 0056): a visitor whose session is known
 * (signed out), with the password sign-in only (whether Google sign-in is offered is known at run time; the app's
 * own render adds its button). Only rendering happens at build time, so the session's methods are never called;
 * they say so if they ever are.
 */
const visitor = new Proxy(
  { strategies: ['local'] },
  {
    get: (target, name) =>
      name in target
        ? target[name as keyof typeof target]
        : () => {
            throw new Error(`the prerendered landing page has no session (auth.${String(name)})`);
          },
  },
);

const state = { ready: true, loggedIn: false, user: null, strategy: null, busy: false };

export function useAuth() {
  return { ...state, auth: visitor };
}

export function useAuthClient() {
  return visitor;
}

export function AuthProvider({ children }: { children: unknown }) {
  return children;
}
