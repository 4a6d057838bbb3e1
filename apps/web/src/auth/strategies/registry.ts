/** Which strategies exist (auth-behaviour.md §1): `local` always, `google` only with a client id configured. */
import type { GoogleConfig } from '../config';
import { noStrategyError, strategyNotSupportedError } from '../errors';
import { GOOGLE_STRATEGY } from './google';
import { LOCAL_STRATEGY } from './local';

export function enabledStrategies(google: GoogleConfig | undefined): string[] {
  return google?.clientId ? [LOCAL_STRATEGY, GOOGLE_STRATEGY] : [LOCAL_STRATEGY];
}

/** Throws the spec's exact errors: `No strategy is set!` / `Strategy not supported: <name>`. */
export function assertStrategy(name: string, enabled: readonly string[]): void {
  if (!name) throw noStrategyError();
  if (!enabled.includes(name)) throw strategyNotSupportedError(name);
}
