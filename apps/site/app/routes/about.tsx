import { AboutBlock } from '../home/AboutBlock';
import {
  AppointmentCallToAction,
  CountersSection,
  PartnersSection,
  ProcessSection,
} from '../home/sections';
import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'About Us',
    description: 'About the firm: who we are, how we work and the attorneys behind every case.',
    path: location.pathname,
  });

export default function AboutPage() {
  return (
    <>
      <PageTitle title="About Us" />
      <AboutBlock linkToAbout={false} />
      <ProcessSection tone="muted" />
      <CountersSection />
      <AppointmentCallToAction />
      <PartnersSection />
    </>
  );
}
