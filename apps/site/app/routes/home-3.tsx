import { legalServiceJsonLd, webSiteJsonLd } from '../home/legalService';
import { SingleLawyerHero } from '../home/SingleLawyerHero';
import { TestimonialsSection } from '../home/sections';
import { AwardsSection, GetInTouchCallToAction, VideoSection } from '../home/singleLawyerSections';
import { pageMeta } from '../seo';
import type { Route } from './+types/home-3';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Your Attorney at Law',
    description:
      'A single-lawyer practice: awards, a short video introduction and a way to get in touch.',
    path: location.pathname,
    jsonLd: [legalServiceJsonLd(), webSiteJsonLd()],
  });

/** The single-lawyer home: static hero, awards, the video and a call to get in touch. */
export default function HomeThreePage() {
  return (
    <>
      <SingleLawyerHero />
      <AwardsSection tone="muted" />
      <VideoSection />
      <GetInTouchCallToAction />
      <TestimonialsSection tone="muted" layout="two" />
    </>
  );
}
