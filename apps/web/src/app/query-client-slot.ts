import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app's one query client lives once something needs it. The app's providers hold the slot; the client
 * and TanStack Query's code arrive with the first part that reads server data (`query-scope.tsx`, loaded with every
 * page or part built with MUI, ADR 0057): the landing page reads none at first paint, and TanStack Query is ~8 KB
 * gzip of its JavaScript budget (DESIGN.md §8). Only a type comes from TanStack Query here.
 */
export interface QueryClientSlot {
  current: QueryClient | undefined;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);
