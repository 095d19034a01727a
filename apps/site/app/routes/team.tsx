import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import { TeamGrid } from '../team/TeamGrid';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Attorneys',
    description:
      'Meet the five attorneys of the firm: family law, personal injury, criminal defence, business and real estate.',
    path: location.pathname,
  });

export default function TeamPage() {
  return (
    <>
      <PageTitle title="Attorneys" />
      <Section
        eyebrow="Our team"
        title="Meet Our Attorneys"
        intro="Each client works with one attorney who knows the file from the first meeting to the final order."
        id="attorneys"
      >
        <TeamGrid />
      </Section>
    </>
  );
}
