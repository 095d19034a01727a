import { attorneySummaries, firm } from '@firm/data';
import { buttonClassName, Inline, Stack } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { Section } from '../layout/Section';
import * as sectionStyles from '../layout/Section.css';
import * as styles from './AboutBlock.css';

/** What sets the firm apart, in the firm's own words (placeholder copy). */
const commitments = [
  'Straight answers about risk, cost and time from the first meeting',
  'Every case prepared as if it will go to trial',
  'One attorney who knows your file from start to finish',
] as const;

interface AboutBlockProps {
  /** Show the 'More About Us' link (not on /about itself). @default true */
  linkToAbout?: boolean;
}

/** The firm in a paragraph, beside its managing partner's portrait. */
export function AboutBlock({ linkToAbout = true }: AboutBlockProps) {
  // The managing partner leads the list of attorneys.
  const [managingPartner] = attorneySummaries;
  return (
    <Section id="about-firm">
      <div className={styles.layout}>
        {managingPartner ? (
          <figure className={styles.figure}>
            <ContentImage image={managingPartner.AtImg} className={styles.portrait} />
            <p className={styles.since}>Since 2004</p>
          </figure>
        ) : null}
        <div>
          <p className={sectionStyles.eyebrow}>About us</p>
          <h2 className={sectionStyles.title}>Trusted Counsel for Families and Businesses</h2>
          <p>{firm.about}</p>
          <Stack as="ul" space="xs" marginTop="lg" marginBottom="lg">
            {commitments.map((commitment) => (
              <Inline
                as="li"
                key={commitment}
                space="sm"
                alignY="baseline"
                wrap={false}
                className={styles.point}
              >
                {commitment}
              </Inline>
            ))}
          </Stack>
          {managingPartner ? (
            <p className={styles.signature}>
              {managingPartner.name}, {managingPartner.title}
            </p>
          ) : null}
          {linkToAbout ? (
            <Link to="/about" className={buttonClassName({ tone: 'secondary' })}>
              More About Us
            </Link>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
