import type { Params } from 'react-router';
import type { RouteEntry } from '../config/route-table';
import { UnknownMiddlewareError } from './errors';
import type { AppAuth } from './session';

export interface MiddlewareContext {
  entry: RouteEntry;
  params: Params;
  request: Request;
  /** The app's session (`auth-guard.ts` reads it). */
  auth: AppAuth;
}

/** A route middleware runs before the page renders; it may throw (a redirect, an error response, an Error). */
export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>;

const registry = new Map<string, RouteMiddleware>();

/** Middleware run for every page before its own: the auth guard (`auth-guard.ts`, registered as `auth`). */
export const globalMiddleware: string[] = ['auth'];

export function registerMiddleware(name: string, middleware: RouteMiddleware): () => void {
  registry.set(name, middleware);
  return () => {
    if (registry.get(name) === middleware) registry.delete(name);
  };
}

/** Looks the names up; an unregistered name is a programming error → `Unknown middleware {name}` (500). */
export function resolveMiddleware(names: readonly string[]): RouteMiddleware[] {
  return names.map((name) => {
    const middleware = registry.get(name);
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });
}

export async function runMiddleware(names: readonly string[], context: MiddlewareContext): Promise<void> {
  for (const middleware of resolveMiddleware(names)) await middleware(context);
}
