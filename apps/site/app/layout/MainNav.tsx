import { type KeyboardEvent, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import * as styles from './MainNav.css';
import { isMenuGroup, type MenuGroup, mainMenu } from './navigation';
import { usePopoverDisclosure } from './usePopoverDisclosure';

/** The desktop main menu (landmark 'Main'); below 1100 px the mobile menu replaces it. */
export function MainNav() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.menu}>
        {mainMenu.map((entry) => (
          <li key={entry.label} className={styles.item}>
            {isMenuGroup(entry) ? (
              <NavDropdown group={entry} />
            ) : (
              <NavLink to={entry.to} end className={styles.topLink}>
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Moves focus between the dropdown's links with the arrow, Home and End keys. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const links = [...event.currentTarget.querySelectorAll('a')];
  const focused = document.activeElement;
  const current = focused instanceof HTMLAnchorElement ? links.indexOf(focused) : -1;
  const last = links.length - 1;
  const target = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  links[target]?.focus();
}

/**
 * A menu entry that opens a list of links: a disclosure button (`aria-expanded`) and a plain
 * list, the pattern for site navigation (links stay links; no ARIA menu roles). Enter or Space
 * toggles it, Tab or the arrow keys go through the links, Escape closes it and returns focus.
 */
function NavDropdown({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const dropdown = usePopoverDisclosure();
  const listRef = useRef<HTMLUListElement>(null);
  const holdsCurrentPage = group.links.some(
    (link) => link.to === pathname || (pathname === '/' && link.to === '/home'),
  );

  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Render the list visible first: a hidden link cannot take focus.
    flushSync(dropdown.open);
    listRef.current?.querySelector('a')?.focus();
  };

  return (
    <div {...dropdown.containerProps}>
      <button
        {...dropdown.triggerProps}
        className={styles.topLink}
        data-current={holdsCurrentPage || undefined}
        onClick={dropdown.toggle}
        onKeyDown={openWithArrow}
      >
        {group.label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul {...dropdown.panelProps} ref={listRef} className={styles.dropdown} onKeyDown={moveFocus}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.dropdownLink} onClick={dropdown.close}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
