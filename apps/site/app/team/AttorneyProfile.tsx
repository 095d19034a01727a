import { type Attorney, attorneys } from '@firm/data';
import { Box, Column, Columns, Inline, SkillBar, Stack, Text } from '@firm/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { telHref } from '../home/CallToAction';
import { PriorityImage } from '../home/PriorityImage';
import { Section } from '../layout/Section';
import { AttorneyContactForm } from './AttorneyContactForm';
import * as styles from './AttorneyProfile.css';
import { attorneyPath } from './paths';
import { SocialIcon } from './SocialIcon';

/** An attorney's page body: profile, biography, skills, contact form and the list of attorneys. */
export function AttorneyProfile({ attorney }: { attorney: Attorney }) {
  const firstName = attorney.name.split(' ')[0] ?? attorney.name;
  return (
    <Section>
      {/* The profile beside the list of all attorneys, which drops below it on tablets. */}
      <Columns space={{ base: 'xxl', belowMd: 'xl' }} collapseBelow="md" alignY="start">
        <Column as="article" width="3/4" aria-labelledby="attorney-profile-heading">
          <AttorneyIntro attorney={attorney}>
            <h2 id="attorney-profile-heading" className={styles.blockTitle}>
              Profile
            </h2>
            <AttorneyRole>{attorney.title}</AttorneyRole>
            <AttorneyFacts attorney={attorney} />
            <AttorneySocials attorney={attorney} />
          </AttorneyIntro>
          <AttorneyBio attorney={attorney} />
          <Box as="section" marginTop="xl" aria-labelledby="attorney-skills-heading">
            <h2 id="attorney-skills-heading" className={styles.blockTitle}>
              Skills
            </h2>
            <div className={styles.skills}>
              {attorney.skills.map((skill) => (
                <SkillBar key={skill.label} label={skill.label} value={skill.value} />
              ))}
            </div>
          </Box>
          <Box as="section" marginTop="xl" aria-labelledby="attorney-contact-heading">
            <h2 id="attorney-contact-heading" className={styles.blockTitle}>
              Send {firstName} a Message
            </h2>
            <AttorneyContactForm />
          </Box>
        </Column>
        <Column width="1/4">
          <AttorneySidebar current={attorney} />
        </Column>
      </Columns>
    </Section>
  );
}

function AttorneyFacts({ attorney }: { attorney: Attorney }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.factName}>Phone</dt>
      <Text as="dd" breakWords>
        <a href={telHref(attorney.phone)}>{attorney.phone}</a>
      </Text>
      <dt className={styles.factName}>Email</dt>
      <Text as="dd" breakWords>
        <a href={`mailto:${attorney.email}`}>{attorney.email}</a>
      </Text>
      <dt className={styles.factName}>Experience</dt>
      <Text as="dd" breakWords>
        {attorney.experience}
      </Text>
      <dt className={styles.factName}>Address</dt>
      <Text as="dd" breakWords>
        {attorney.address}
      </Text>
    </dl>
  );
}

function AttorneySocials({ attorney }: { attorney: Attorney }) {
  return (
    <Inline as="ul" space="xs" wrap={false}>
      {attorney.socials.map((social) => (
        <li key={social.network}>
          <a
            className={styles.socialLink}
            href={social.url}
            aria-label={`${attorney.name} on ${social.label}`}
          >
            <SocialIcon network={social.network} className={styles.socialIcon} />
          </a>
        </li>
      ))}
    </Inline>
  );
}

/**
 * The top of an attorney's page, and of the about-me page: the portrait, the largest picture
 * above the fold, beside what the page says first; on phones, above it.
 */
export function AttorneyIntro({ attorney, children }: { attorney: Attorney; children: ReactNode }) {
  return (
    <Columns space="xl" collapseBelow="sm" alignY="start">
      <Column width="2/5">
        <PriorityImage image={attorney.AtImg} className={styles.portrait} />
      </Column>
      <Column width="3/5">{children}</Column>
    </Columns>
  );
}

/** The attorney's title under their name, here and on the single-lawyer home's 'About me'. */
export function AttorneyRole({ children }: { children: ReactNode }) {
  return (
    <Text as="p" tone="accent" weight="semibold" uppercase tracking="wide">
      {children}
    </Text>
  );
}

/** About, experience, education and achievements: the attorney's biography in four parts. */
export function AttorneyBio({ attorney }: { attorney: Attorney }) {
  const parts = [
    { id: 'about', title: 'About', text: attorney.about },
    { id: 'experience', title: 'Experience', text: attorney.experienceText },
    { id: 'education', title: 'Education', text: attorney.education },
    { id: 'achievements', title: 'Achievements', text: attorney.achievements },
  ];
  return parts.map((part) => (
    <Box as="section" key={part.id} marginTop="xl" aria-labelledby={`attorney-${part.id}-heading`}>
      <h2 id={`attorney-${part.id}-heading`} className={styles.blockTitle}>
        {part.title}
      </h2>
      <p>{part.text}</p>
    </Box>
  ));
}

/** Every attorney, the current one marked, so visitors can move between profiles. */
function AttorneySidebar({ current }: { current: Attorney }) {
  return (
    // Every profile lists every attorney: the site's search finds each one on their own page.
    <Stack
      as="aside"
      space="md"
      className={styles.sidebar}
      aria-labelledby="attorney-sidebar-heading"
      data-pagefind-ignore="all"
    >
      <Text as="h2" id="attorney-sidebar-heading" size="xl">
        Our Attorneys
      </Text>
      <Stack as="ul" space="sm">
        {attorneys.map((attorney) => (
          <li key={attorney.Id}>
            <Link
              to={attorneyPath(attorney)}
              className={styles.sidebarLink}
              aria-current={attorney.Id === current.Id ? 'page' : undefined}
            >
              {/* The name next to it is the link's text; the portrait adds nothing to it. */}
              <ContentImage image={attorney.AtImg} className={styles.sidebarAvatar} decorative />
              <Stack as="span">
                <Text weight="semibold" className={styles.sidebarName}>
                  {attorney.name}
                </Text>
                <Text size="sm" tone="muted">
                  {attorney.title}
                </Text>
              </Stack>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
