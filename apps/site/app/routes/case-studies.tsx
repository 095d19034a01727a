import { CaseList } from '../cases/CaseList';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import type { Route } from './+types/case-studies';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Case Studies',
    description: 'Selected cases the firm has handled and how they were resolved.',
    path: location.pathname,
  });

export default function CaseStudiesPage() {
  return (
    <>
      <PageTitle title="Case Studies" />
      <Section id="case-studies" eyebrow="Our work" title="Cases We Have Won">
        <CaseList aboveFold />
      </Section>
    </>
  );
}
