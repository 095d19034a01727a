import { CaseList } from '../cases/CaseList';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import type { Route } from './+types/case-studies-s2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Our Work',
    description:
      'Criminal, family, real estate and business cases the firm has resolved for its clients.',
    path: location.pathname,
  });

export default function CaseStudiesSecondPage() {
  return (
    <>
      <PageTitle title="Case Studies" />
      <Section id="case-studies" tone="muted" eyebrow="Recent results" title="Our Case Studies">
        <CaseList tone="dark" aboveFold />
      </Section>
    </>
  );
}
