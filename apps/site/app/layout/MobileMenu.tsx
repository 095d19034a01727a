import { visuallyHidden } from '@firm/ui/theme';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './icons';
import * as headerStyles from './SiteHeader.css';

const loadPanel = () => import('./MobileMenuPanel');

/** Shown instead of the menu when its code cannot be fetched (e.g. a deploy replaced it). */
function MenuUnavailable() {
  return (
    <p role="alert" className={headerStyles.dropPanel}>
      The menu could not be loaded.{' '}
      <button
        type="button"
        className={headerStyles.reload}
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </p>
  );
}

// The panel (a react-aria dialog and accordion, and the site map) is only needed once a phone
// visitor opens the menu, so it stays out of every page's first load.
const MobileMenuPanel = lazy(() => loadPanel().catch(() => ({ default: MenuUnavailable })));

/** The 'Menu' button shown below 1100 px, and the mobile menu it opens. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${headerStyles.menuButton}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
        // Fetch the panel's code as soon as the visitor heads for the button.
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
      >
        <MenuIcon className={headerStyles.icon} />
        <span className={visuallyHidden}>Menu</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
