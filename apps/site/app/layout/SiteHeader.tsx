import { NavLink } from 'react-router';
import * as styles from './SiteHeader.css';

const mainMenu = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Team' },
  { to: '/contact', label: 'Contact' },
  { to: '/booking', label: 'Book an Appointment' },
] as const;

/** The site's header: brand and main navigation. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <NavLink to="/home" className={styles.brand}>
        Lexington &amp; Hale
      </NavLink>
      <nav aria-label="Main">
        <ul className={styles.menu}>
          {mainMenu.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={styles.menuLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
