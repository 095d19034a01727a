import { firm } from '@firm/data';
import { Link } from 'react-router-dom';
import { EmailLink, PhoneLink } from '../layout/ContactLinks';
import { Section } from '../layout/Section';
import * as styles from './LegalText.css';

/** The privacy notice: what the site does with what visitors type and choose (nothing leaves). */
export function PrivacyNotice() {
  return (
    <Section centered={false}>
      <div className={styles.prose}>
        <h2>In short</h2>
        <p>
          This website is a demonstration. Nothing you type or choose on it leaves your browser: we
          do not collect, store or share personal information through it.
        </p>

        <h2>Forms</h2>
        <p>
          The contact, appointment, comment and checkout forms are checked in your browser and then
          cleared. They send nothing to us or to anyone else, so a message written here does not
          reach the firm. To reach us, call <PhoneLink /> or e-mail <EmailLink />.
        </p>

        <h2>Cart, wishlist and compare list</h2>
        <p>
          The shop keeps your cart, wishlist, compare list and the summary of a placed order in your
          browser's local storage on this device, so they are still there when you come back. They
          never reach us. Empty the cart, or clear this site's data in your browser, to remove them.
          The demo checkout takes no payment.
        </p>

        <h2>Cookies and tracking</h2>
        <p>
          This site sets no cookies and uses no analytics or advertising trackers. Its fonts and
          images are served from this site itself.
        </p>

        <h2>Map and video</h2>
        <p>
          The office map (OpenStreetMap) and the introduction video (YouTube, in its
          privacy-enhanced mode) load only when you ask for them. Your browser then connects to
          those services, which see your IP address under their own privacy policies. Links to
          social networks take you to sites with their own policies, too.
        </p>

        <h2>No attorney-client relationship</h2>
        <p>
          Reading this site or contacting the firm does not make you our client. Please do not send
          confidential information until we have agreed to represent you.
        </p>

        <h2>Questions</h2>
        <p>
          Ask us about this notice by phone or e-mail, or see the{' '}
          <Link to="/contact">contact page</Link> for our office address. {firm.name} last updated
          this notice in November 2026.
        </p>
      </div>
    </Section>
  );
}
