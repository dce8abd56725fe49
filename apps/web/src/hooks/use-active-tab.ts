import { useMatches } from 'react-router';
import type { NavTab, RouteHandle } from '../config/paths';

/** The single active header tab: the deepest matched route that declares one in its handle. */
export function useActiveTab(): NavTab | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const tab = (matches[index]?.handle as RouteHandle | undefined)?.tab;
    if (tab) return tab;
  }
  return undefined;
}
