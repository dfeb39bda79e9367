/**
 * Whether an island's script has taken over its server-rendered HTML: false on
 * the server and while hydrating, true from the first render after. Islands
 * set `data-ready` from it, which tells client:interaction that a click held
 * during loading can now be replayed.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
