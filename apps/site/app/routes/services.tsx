import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { PracticeList } from '../practice/PracticeList';
import { pageMeta } from '../seo';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Practice Areas',
    description: 'Every practice area the firm covers, from family law to business law.',
    path: location.pathname,
  });

export default function ServicesPage() {
  return (
    <>
      <PageTitle title="Practice Areas" />
      <Section id="practice-areas" eyebrow="What we do" title="How We Can Help You">
        <PracticeList variant="cards" />
      </Section>
    </>
  );
}
