import { firm } from '@firm/data';
import { visuallyHidden } from '@firm/ui/theme';
import { ColorSchemeControl } from '#color-scheme-control';
import { SocialIcon } from '../team/SocialIcon';
import { EmailLink, PhoneLink } from './ContactLinks';
import { HeaderIsland } from './HeaderIsland';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import * as styles from './TopBar.css';

/**
 * The dark strip above the main bar: how to reach the firm, its social profiles and the
 * System / Light / Dark switch.
 */
export function TopBar() {
  return (
    <div className={styles.topBar}>
      <div className={styles.inner}>
        <ul className={styles.contacts} aria-label="Contact details">
          <li className={styles.contact}>
            <PhoneIcon className={styles.contactIcon} />
            <span className={visuallyHidden}>Phone: </span>
            <PhoneLink />
          </li>
          <li className={styles.contact}>
            <MailIcon className={styles.contactIcon} />
            <span className={visuallyHidden}>Email: </span>
            <EmailLink />
          </li>
          <li className={styles.contact}>
            <PinIcon className={styles.contactIcon} />
            <span className={visuallyHidden}>Address: </span>
            <span>{firm.address}</span>
          </li>
        </ul>
        <SocialLinks className={styles.topBarSocials} />
        {/* `#color-scheme-control` is the component in the prerender and a lazy import in the
            browser (package.json "imports"), as the mini-cart is. */}
        <HeaderIsland>
          <ColorSchemeControl className={styles.colorScheme} />
        </HeaderIsland>
      </div>
    </div>
  );
}

/** The firm's social profiles as icon links named after each network. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={[styles.socials, className].filter(Boolean).join(' ')} aria-label="Follow us">
      {firm.socials.map((social) => (
        <li key={social.network}>
          <a
            className={styles.socialLink}
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network={social.network} className={styles.socialIcon} />
            <span className={visuallyHidden}>{social.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
