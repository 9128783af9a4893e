import { useSyncExternalStore } from 'react';
import { serverScreen } from '../../lib/server-screen.ts';

const QUERY_NARROW = '(max-width: 576px)';

/** Stacked cards instead of the table on phones. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(QUERY_NARROW);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(QUERY_NARROW).matches,
    () => serverScreen.narrow,
  );
}
