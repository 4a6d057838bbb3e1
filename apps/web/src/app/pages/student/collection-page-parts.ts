import { useSearchParams } from 'react-router';

/** The page of a collection list, from `?page=` (1 when missing or not a positive whole number). */
export function useCollectionPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

/** "Now", read once per render of a page (sessions before it are over). */
export const currentTime = (): number => Date.now();
