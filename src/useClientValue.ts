import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `onServer()` while rendering on the server and while hydrating what it rendered, `onClient()` from
 * then on: a value the browser alone knows (the current year; whether the app runs) without a
 * hydration mismatch.
 */
export function useClientValue<T>(onClient: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
