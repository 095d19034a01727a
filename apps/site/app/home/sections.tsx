import { Section, type SectionTone } from '../layout/Section';
import { TeamSlider } from '../team/TeamSlider';
import { type TestimonialLayout, TestimonialsSlider } from '../testimonials/TestimonialsSlider';
import { CallToAction } from './CallToAction';
import { CaseStudiesSlider, type CaseStudyLayout } from './CaseStudiesSlider';
import { Counters } from './Counters';
import { PartnersSlider } from './PartnersSlider';
import { PracticeGrid } from './PracticeGrid';
import { PracticeStrip } from './PracticeStrip';
import { ProcessSteps } from './ProcessSteps';

// The home pages' sections, each a titled band, so every home variant (and the about and
// testimonial pages) arranges the same sections in its own order and on its own tones.

export interface BandProps {
  /** Background band, to alternate with the neighbouring sections. @default 'plain' */
  tone?: SectionTone;
}

export function PracticeStripSection({ tone }: BandProps) {
  return (
    <Section id="expertise" tone={tone} eyebrow="What we do" title="Areas of Expertise">
      <PracticeStrip />
    </Section>
  );
}

export function ProcessSection({ tone }: BandProps) {
  return (
    <Section
      id="process"
      tone={tone}
      eyebrow="How we work"
      title="Our Working Process"
      intro="Four steps from the first conversation to the final order."
    >
      <ProcessSteps />
    </Section>
  );
}

export function PracticeAreasSection({ tone }: BandProps) {
  return (
    <Section id="practice-areas" tone={tone} eyebrow="Practice areas" title="How Can We Help You?">
      <PracticeGrid />
    </Section>
  );
}

export function TestimonialsSection({ tone, layout }: BandProps & { layout: TestimonialLayout }) {
  return (
    <Section id="testimonials" tone={tone} eyebrow="Testimonials" title="What Our Clients Say">
      <TestimonialsSlider layout={layout} />
    </Section>
  );
}

export function CaseStudiesSection({ tone, layout }: BandProps & { layout?: CaseStudyLayout }) {
  return (
    <Section id="case-studies" tone={tone} eyebrow="Recent results" title="Case Studies">
      <CaseStudiesSlider layout={layout} />
    </Section>
  );
}

export function CountersSection({ tone }: BandProps) {
  return (
    <Section id="record" tone={tone} eyebrow="Our record" title="Results That Speak for Us">
      <Counters />
    </Section>
  );
}

export function TeamSection({ tone }: BandProps) {
  return (
    <Section id="team" tone={tone} eyebrow="Our team" title="Meet Our Attorneys">
      <TeamSlider />
    </Section>
  );
}

export function PartnersSection({ tone }: BandProps) {
  return (
    <Section id="partners" tone={tone} eyebrow="Our partners" title="Trusted by Businesses">
      <PartnersSlider />
    </Section>
  );
}

/** The call to action with the phone number and 'Book An Appointment'. */
export function AppointmentCallToAction() {
  return (
    <CallToAction
      title="Need Legal Help? Speak to an Attorney Today"
      text="Tell us what happened and we will tell you, plainly, what your options are."
      action={{ to: '/booking', label: 'Book An Appointment' }}
    />
  );
}
