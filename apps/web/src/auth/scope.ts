/** `hasScope` (auth-behaviour.md §9): `user.scope` as a list or as an object of (nested) flags. */

export function hasScope(scope: unknown, name: string): boolean {
  if (Array.isArray(scope)) return scope.includes(name);
  if (typeof scope !== 'object' || scope === null) return false; // FIX: strings and numbers grant nothing
  let value: unknown = scope;
  for (const key of name.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return Boolean(value);
}
