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

/**
 * The default home (also at /home). Its sections go live in three hydration passes, a third of
 * the page each from the top (Section's `hydrationDepth`), so no single commit blocks a phone.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PracticeStripSection tone="muted" />
      <AboutBlock />
      <ProcessSection tone="muted" />
      <PracticeAreasSection />
      <TestimonialsSection tone="muted" layout="two" hydrationDepth={2} />
      <CaseStudiesSection hydrationDepth={2} />
      <CountersSection tone="muted" hydrationDepth={2} />
      <AppointmentCallToAction hydrationDepth={3} />
      <TeamSection hydrationDepth={3} />
      <PartnersSection tone="muted" hydrationDepth={3} />
      <BlogTeaser hydrationDepth={3} />
    </>
  );
}
