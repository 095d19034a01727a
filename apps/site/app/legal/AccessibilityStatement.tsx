import { firm } from '@firm/data';
import { Link } from 'react-router-dom';
import { EmailLink, PhoneLink } from '../layout/ContactLinks';
import { Section } from '../layout/Section';
import * as styles from './LegalText.css';

/** The accessibility statement: the standard the site aims for, how it is checked, whom to tell. */
export function AccessibilityStatement() {
  return (
    <Section centered={false}>
      <div className={styles.prose}>
        <h2>Our commitment</h2>
        <p>
          {firm.name} wants everyone to be able to read about our services and reach us, whatever
          device, browser or assistive technology they use.
        </p>

        <h2>Conformance target</h2>
        <p>
          We aim to conform to the{' '}
          <a href="https://www.w3.org/TR/WCAG22/">
            Web Content Accessibility Guidelines (WCAG) 2.2
          </a>{' '}
          at level AA.
        </p>

        <h2>What we do</h2>
        <ul>
          <li>Every page works with a keyboard alone and shows where the focus is.</li>
          <li>
            Pages use headings, landmarks and labelled form fields, so screen readers can find their
            way.
          </li>
          <li>Text and controls meet the WCAG contrast ratios, and text can be enlarged.</li>
          <li>
            Sliders that move by themselves can be paused, and animation stops when your system asks
            for reduced motion.
          </li>
          <li>Forms have no time limit and explain each error next to the field.</li>
          <li>
            Every page is checked with automated accessibility tests at phone and desktop widths
            before it is published.
          </li>
        </ul>

        <h2>Known limitations</h2>
        <p>
          The office map comes from OpenStreetMap and the introduction video from YouTube; we do not
          control how accessible they are. The office address is written out on the{' '}
          <Link to="/contact">contact page</Link>, and we are glad to describe anything else by
          phone.
        </p>

        <h2>Report a problem</h2>
        <p>
          If something on this site is hard to use, please tell us: call <PhoneLink /> or e-mail{' '}
          <EmailLink />. Tell us the page and what went wrong. We reply within two business days and
          can give you the same information by phone, by e-mail or on paper.
        </p>

        <p>This statement was last reviewed in November 2026.</p>
      </div>
    </Section>
  );
}
