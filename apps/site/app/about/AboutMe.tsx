import { attorneys } from '@firm/data';
import { buttonClassName, Inline } from '@firm/ui';
import { Link } from 'react-router-dom';
import { Section } from '../layout/Section';
import * as sectionStyles from '../layout/Section.css';
import { AttorneyBio, AttorneyIntro, AttorneyRole } from '../team/AttorneyProfile';
import { attorneyPath } from '../team/paths';

/**
 * The about-me page's body: the managing partner's portrait, name, role and biography, laid out
 * like the top of an attorney's page.
 */
export function AboutMe() {
  // The managing partner leads the list of attorneys.
  const [lawyer] = attorneys;
  if (!lawyer) return null;
  return (
    <Section>
      <AttorneyIntro attorney={lawyer}>
        <p className={sectionStyles.eyebrow}>Hello, I am</p>
        <h2 className={sectionStyles.title}>{lawyer.name}</h2>
        <AttorneyRole>
          {lawyer.title}, {lawyer.experience} of practice
        </AttorneyRole>
        <AttorneyBio attorney={lawyer} />
        <Inline space="md" marginTop="xl">
          <Link to="/contact" className={buttonClassName()}>
            Free Consultation
          </Link>
          <Link to={attorneyPath(lawyer)} className={buttonClassName({ tone: 'ghost' })}>
            Full profile
          </Link>
        </Inline>
      </AttorneyIntro>
    </Section>
  );
}
