import { AboutMe } from '../about/AboutMe';
import { TeamSection, TestimonialsSection } from '../home/sections';
import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/about-me';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'About Me',
    description:
      'About the managing partner: career, education and achievements, with client testimonials and the team.',
    path: location.pathname,
  });

export default function AboutMePage() {
  return (
    <>
      <PageTitle title="About Me" />
      <AboutMe />
      <TestimonialsSection tone="muted" layout="two" />
      <TeamSection />
    </>
  );
}
