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
      <CaseStudiesSection tone="muted" layout="alt" />
      <ProcessSection />
      <TestimonialsSection tone="muted" layout="three" />
      <PracticeStripSection />
      <TeamSection tone="muted" />
      <AppointmentCallToAction />
      <PartnersSection />
      <BlogTeaser tone="muted" />
    </>
  );
}
