import type { ToasterProps } from '@firm/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() =>
  import('@firm/ui/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

/**
 * The kit's Toaster, mounted right after hydration from its own chunk: nothing is announced
 * before the page is interactive, so it need not weigh on the first load. Toasts raised before
 * it mounts wait in react-hot-toast's store and appear as soon as it does.
 */
export function DeferredToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
