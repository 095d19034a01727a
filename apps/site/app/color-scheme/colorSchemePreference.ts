import {
  type ColorSchemePreference,
  colorSchemeAttribute,
  colorSchemePreferences,
} from '@firm/ui/theme';
import { atomWithStorage, createJSONStorage, unstable_withStorageValidator } from 'jotai/utils';
import { COLOR_SCHEME_STORAGE_KEY } from './storageKey';

const isPreference = (value: unknown): value is ColorSchemePreference =>
  (colorSchemePreferences as readonly unknown[]).includes(value);

const validated = unstable_withStorageValidator(isPreference)(createJSONStorage());

/**
 * The visitor's choice, kept in localStorage and followed across tabs (jotai listens for
 * 'storage' events). Anything else stored under the key reads as 'system'.
 */
export const colorSchemePreferenceAtom = atomWithStorage<ColorSchemePreference>(
  COLOR_SCHEME_STORAGE_KEY,
  'system',
  {
    ...validated,
    setItem: (key, value) => {
      try {
        validated.setItem(key, value);
      } catch {
        // Full or blocked storage: the choice holds on this page and is not remembered.
      }
    },
  },
  // Read while the switch first renders, so the effect that shows it never sees a stand-in.
  { getOnInit: true },
);

/** Draws the page in the chosen scheme; 'system' leaves it to `prefers-color-scheme`. */
export function showColorScheme(preference: ColorSchemePreference) {
  const root = document.documentElement;
  if (preference === 'system') root.removeAttribute(colorSchemeAttribute);
  else root.setAttribute(colorSchemeAttribute, preference);
}
