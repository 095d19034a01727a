import { Island, loadIsland } from '../hydration/island';
import { ISLANDS } from '../hydration/markers';
// The switch's styles ship with the header, not with the lazy chunk, so the prerendered switch is
// styled at first paint, before its code arrives.
import '@firm/ui/ColorSchemeSwitch/ColorSchemeSwitch.css';

const chunk = loadIsland(ISLANDS.colorScheme, () =>
  import('./ColorSchemeControl').then((module) => module.ColorSchemeControl),
);

/**
 * The browser's colour-scheme switch, an island: loaded from its own chunk with react-aria's
 * toggle buttons and jotai's storage, so no page pays for them in its first load.
 */
export function ColorSchemeControl(props: { className?: string }) {
  return <Island chunk={chunk} props={props} />;
}
