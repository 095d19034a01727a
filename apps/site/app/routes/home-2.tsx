import { BlogTeaser } from '../blog/BlogTeaser';
import { AboutBlock } from '../home/AboutBlock';
import { SecondHomeHero } from '../home/Hero';
import { legalServiceJsonLd, webSiteJsonLd } from '../home/legalService';
import {
  AppointmentCallToAction,
  CaseStudiesSection,
  CountersSection,
  PartnersSection,
  PracticeAreasSection,
  PracticeStripSection,
  ProcessSection,
  TeamSection,
  TestimonialsSection,
} from '../home/sections';
import { pageMeta } from '../seo';
import type { Route } from './+types/home-2';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Legal Services for Business and Families',
    description:
      'Law firm home page: practice areas, attorneys, case studies and client testimonials.',
    path: location.pathname,
    jsonLd: [legalServiceJsonLd(), webSiteJsonLd()],
  });

/** The second home variant: a static hero, the three-up testimonials and the alternate case cards. */
export default function HomeTwoPage() {
  return (
    <>
      <SecondHomeHero />
      <AboutBlock />
      <PracticeAreasSection tone="muted" />
      <CountersSection />
      <CaseStudiesSection tone="muted" layout="alt" hydrationDepth={2} />
      <ProcessSection hydrationDepth={2} />
      <TestimonialsSection tone="muted" layout="three" hydrationDepth={2} />
      <PracticeStripSection hydrationDepth={3} />
      <TeamSection tone="muted" hydrationDepth={3} />
      <AppointmentCallToAction hydrationDepth={3} />
      <PartnersSection hydrationDepth={3} />
      <BlogTeaser tone="muted" hydrationDepth={3} />
    </>
  );
}
