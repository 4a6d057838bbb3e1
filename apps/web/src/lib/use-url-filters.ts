import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterSpec,
  type FilterValues,
  parseFilters,
  serializeFilters,
  withoutPage,
} from './catalogue-filters';

export interface UrlFilters<S extends FilterSpec> {
  /** The valid filters of the current URL. */
  values: FilterValues<S>;
  /** Changes some filters (a new history entry) and goes back to page 1; invalid values are dropped. */
  update: (patch: Readonly<Record<string, string | number | undefined>>) => void;
  /** Opens another page of the same results. */
  setPage: (page: number) => void;
  /** Removes every filter and the search text. */
  clear: () => void;
}

/**
 * The filters of a catalogue list, read from and written to the URL query. Every change is a new history entry
 * (the back button returns to the previous search); invalid values found in the URL are dropped from it (replaced,
 * without a new entry).
 */
export function useUrlFilters<S extends FilterSpec>(spec: S): UrlFilters<S> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseFilters(spec, params), [spec, params]);
  const canonical = serializeFilters(spec, values).toString();
  const current = params.toString();
  // The router renders a navigation as a transition: until the page shows the new URL, a second change (a quick
  // user, a slow phone) must build on the filters just written, not on those still on screen.
  const written = useRef<FilterValues<S> | null>(null);

  useEffect(() => {
    written.current = null;
  }, [current]);

  useEffect(() => {
    if (canonical !== current) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, current, setParams]);

  const write = useCallback(
    (next: FilterValues<S>) => {
      written.current = next;
      setParams(serializeFilters(spec, next), { preventScrollReset: true });
    },
    [setParams, spec],
  );
  const latest = () => written.current ?? values;

  return {
    values,
    update: (patch) => write(withoutPage<S>({ ...latest(), ...patch })),
    setPage: (page) => write({ ...latest(), page }),
    clear: () => write({}),
  };
}
