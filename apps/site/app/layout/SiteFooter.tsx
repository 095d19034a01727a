import { firm, limits, practiceAreaSummaries } from '@firm/data';
import { Inline, Stack, Text, Tiles } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { practicePath } from '../practice/paths';
import { EmailLink, PhoneLink } from './ContactLinks';
import { FOOTER_HYDRATION_DEPTH } from './hydrationPasses';
import { ArrowUpIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import { legalLinks, type MenuLink, usefulLinks } from './navigation';
import * as styles from './SiteFooter.css';
import { TOP_ID } from './SkipLink';
import { SocialLinks } from './TopBar';

const footerPracticeAreas = practiceAreaSummaries.slice(0, limits.footerPracticeAreas);

/**
 * The site's footer: four columns, then the copyright line, legal links and 'Back to top'.
 * Always below the fold, so it hydrates after the page's content.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <HydrationBoundary depth={FOOTER_HYDRATION_DEPTH}>
        <Tiles
          columns={{ base: 4, belowMd: 2, belowXs: 1 }}
          space={{ base: 'xl', belowXs: 'lg' }}
          className={styles.columns}
        >
          <div>
            <h2 className={styles.heading}>About us</h2>
            <p className={styles.about}>{firm.about}</p>
            <SocialLinks />
          </div>
          <div>
            <h2 className={styles.heading}>Our Address</h2>
            <Stack as="ul" space="xs">
              <li className={styles.contactLine}>
                <PinIcon className={styles.contactIcon} />
                <span className={visuallyHidden}>Address: </span>
                <span>{firm.address}</span>
              </li>
              <li className={styles.contactLine}>
                <PhoneIcon className={styles.contactIcon} />
                <span className={visuallyHidden}>Phone: </span>
                <PhoneLink />
              </li>
              <li className={styles.contactLine}>
                <MailIcon className={styles.contactIcon} />
                <span className={visuallyHidden}>Email: </span>
                <EmailLink />
              </li>
              <li className={styles.contactLine}>
                <ClockIcon className={styles.contactIcon} />
                <span>Office time: {firm.footerOfficeTime}</span>
              </li>
            </Stack>
          </div>
          <LinkColumn title="Useful Links" links={usefulLinks} />
          <LinkColumn
            title="Practice Area"
            links={footerPracticeAreas.map((area) => ({
              label: area.sTitle,
              to: practicePath(area.slug),
            }))}
          />
        </Tiles>
        <div className={styles.lower}>
          <Inline space="md" align="between" alignY="center" className={styles.lowerInner}>
            <Stack space="xxs">
              {/* The year is the visitor's clock, not the build's: only that text may differ. */}
              <Text as="p">
                © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
                {firm.copyrightHolder}. All rights reserved.
              </Text>
              {/* ABA Model Rule 7.2(c): advertising names a lawyer responsible for its content. */}
              <Text as="p">
                Attorney responsible for this website: {firm.responsibleAttorney}, {firm.address}
              </Text>
            </Stack>
            <ul className={styles.legalLinks}>
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <BackToTopLink />
          </Inline>
        </div>
      </HydrationBoundary>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly MenuLink[] }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <Stack as="ul" space="xs">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Stack>
    </div>
  );
}

/**
 * The arrow back to the top. Without JavaScript it is a plain jump to the page's first element;
 * with it, the page scrolls up (smoothly unless reduced motion is asked for) and focus goes to
 * the first tab stop, so keyboard users continue from the top too.
 */
function BackToTopLink() {
  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${TOP_ID}`} className={styles.backToTop} onClick={toTop}>
      <ArrowUpIcon className={styles.backToTopIcon} />
      <span className={visuallyHidden}>Back to top</span>
    </a>
  );
}
