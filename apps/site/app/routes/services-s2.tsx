import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { PracticeList } from '../practice/PracticeList';
import { pageMeta } from '../seo';
import type { Route } from './+types/services-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Our Services',
    description:
      'Family, injury, criminal, education, real estate and business law: the services of the firm at a glance.',
    path: location.pathname,
  });

export default function ServicesSecondPage() {
  return (
    <>
      <PageTitle title="Practice Areas" />
      <Section id="practice-areas" tone="muted" eyebrow="Our services" title="Areas of Practice">
        <PracticeList variant="illustrated" />
      </Section>
    </>
  );
}
