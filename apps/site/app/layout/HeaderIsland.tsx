import type { ReactNode } from 'react';
import { NestedSuspense } from '../hydration/HydrationBoundary';
import { HEADER_ISLANDS_HYDRATION_DEPTH } from './hydrationPasses';

/**
 * Where a header island sits: Suspense boundaries nested so that React hydrates it in the last
 * pass (`HEADER_ISLANDS_HYDRATION_DEPTH`). React keeps the prerendered markup in place until then.
 */
export function HeaderIsland({ children }: { children: ReactNode }) {
  return <NestedSuspense depth={HEADER_ISLANDS_HYDRATION_DEPTH}>{children}</NestedSuspense>;
}
