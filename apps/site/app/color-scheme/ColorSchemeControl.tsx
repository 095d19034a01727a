import { ColorSchemeSwitch } from '@firm/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { ISLANDS, islandProps } from '../hydration/markers';
import { useHydrated } from '../hydration/useHydrated';
import { colorSchemePreferenceAtom, showColorScheme } from './colorSchemePreference';

/**
 * The header's System / Light / Dark switch. It remembers the choice, and follows a choice made
 * in another tab. The head script (ColorSchemeScript) has already drawn the page in a stored
 * choice before this hydrates.
 */
export function ColorSchemeControl({ className }: { className?: string }) {
  // Until this island has hydrated it shows what the prerendered HTML shows ('system').
  const hydrated = useHydrated();
  const [stored, setStored] = useAtom(colorSchemePreferenceAtom);
  useEffect(() => {
    if (hydrated) showColorScheme(stored);
  }, [hydrated, stored]);
  return (
    <div className={className} {...islandProps(hydrated, ISLANDS.colorScheme)}>
      <ColorSchemeSwitch value={hydrated ? stored : 'system'} onChange={setStored} />
    </div>
  );
}
