import { firm } from '@firm/data';
import { buttonClassName, Inline, Text } from '@firm/ui';
import { Link } from 'react-router-dom';
import { type BandProps, Section } from '../layout/Section';
import * as styles from './CallToAction.css';

/** `tel:` address of a display phone number ('+1 (215) 555-0142' -> 'tel:+12155550142'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Always the navy band; a page chooses only its hydration pass. */
interface CallToActionProps extends Pick<BandProps, 'hydrationDepth'> {
  /** The band's heading. */
  title: string;
  /** A sentence under the heading. */
  text: string;
  /** The button beside the phone number. */
  action: { to: string; label: string };
}

/** A navy band with the firm's phone number and one button. */
export function CallToAction({ title, text, action, ...band }: CallToActionProps) {
  return (
    <Section
      tone="inverse"
      id="call-to-action"
      eyebrow="Talk to us"
      title={title}
      intro={text}
      {...band}
    >
      <Inline space="lg" align="center" alignY="center">
        <a href={telHref(firm.phone)} className={styles.phone}>
          <PhoneIcon />
          <span>
            {/* 'Call us' is spoken and shown small, so the number itself stands out. */}
            <Text size="md" weight="regular">
              Call us{' '}
            </Text>
            {firm.phone}
          </span>
        </a>
        <Link to={action.to} className={buttonClassName()}>
          {action.label}
        </Link>
      </Inline>
    </Section>
  );
}

function PhoneIcon() {
  return (
    <svg className={styles.phoneIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}
