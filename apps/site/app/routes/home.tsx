import { BlogTeaser } from '../blog/BlogTeaser';
import { AboutBlock } from '../home/AboutBlock';
import { HomeHero } from '../home/Hero';
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
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Law Firm & Attorneys',
    description:
      'A law firm for banking, insolvency, disputes, litigation and corporate work: practical advice and strong representation.',
    path: location.pathname,
    jsonLd: [legalServiceJsonLd(), webSiteJsonLd()],
  });

/** The default home (also at /home). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PracticeStripSection tone="muted" />
      <AboutBlock />
      <ProcessSection tone="muted" />
      <PracticeAreasSection />
      <TestimonialsSection tone="muted" layout="two" />
      <CaseStudiesSection />
      <CountersSection tone="muted" />
      <AppointmentCallToAction />
      <TeamSection />
      <PartnersSection tone="muted" />
      <BlogTeaser />
    </>
  );
}
