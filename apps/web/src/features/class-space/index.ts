/**
 * The public door of the class space (ADR 0016, ADR 0039): its header query, the real-time room hook and the query
 * keys under which every tab keeps its data.
 */
export { classSpaceKeys } from './query-keys';
export { useClassSpace } from './api/class-space';
export { useClassRoom } from './hooks/use-class-room';
export { useClassSpaceOutlet, type ClassSpaceOutlet } from './hooks/use-class-space-outlet';
