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
  /** The hydration pass of the section's body (Section's `hydrationDepth`). @default 1 */
  hydrationDepth?: number;
}

export function PracticeStripSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="expertise"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="What we do"
      title="Areas of Expertise"
    >
      <PracticeStrip />
    </Section>
  );
}

export function ProcessSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="process"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="How we work"
      title="Our Working Process"
      intro="Four steps from the first conversation to the final order."
    >
      <ProcessSteps />
    </Section>
  );
}

export function PracticeAreasSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="practice-areas"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Practice areas"
      title="How Can We Help You?"
    >
      <PracticeGrid />
    </Section>
  );
}

export function TestimonialsSection({
  tone,
  layout,
  hydrationDepth,
}: BandProps & { layout: TestimonialLayout }) {
  return (
    <Section
      id="testimonials"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Testimonials"
      title="What Our Clients Say"
    >
      <TestimonialsSlider layout={layout} />
    </Section>
  );
}

export function CaseStudiesSection({
  tone,
  layout,
  hydrationDepth,
}: BandProps & { layout?: CaseStudyLayout }) {
  return (
    <Section
      id="case-studies"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Recent results"
      title="Case Studies"
    >
      <CaseStudiesSlider layout={layout} />
    </Section>
  );
}

export function CountersSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="record"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Our record"
      title="Results That Speak for Us"
    >
      <Counters />
    </Section>
  );
}

export function TeamSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="team"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Our team"
      title="Meet Our Attorneys"
    >
      <TeamSlider />
    </Section>
  );
}

export function PartnersSection({ tone, hydrationDepth }: BandProps) {
  return (
    <Section
      id="partners"
      tone={tone}
      hydrationDepth={hydrationDepth}
      eyebrow="Our partners"
      title="Trusted by Businesses"
    >
      <PartnersSlider />
    </Section>
  );
}

/** The call to action with the phone number and 'Book An Appointment'. */
export function AppointmentCallToAction({ hydrationDepth }: Pick<BandProps, 'hydrationDepth'>) {
  return (
    <CallToAction
      hydrationDepth={hydrationDepth}
      title="Need Legal Help? Speak to an Attorney Today"
      text="Tell us what happened and we will tell you, plainly, what your options are."
      action={{ to: '/booking', label: 'Book An Appointment' }}
    />
  );
}
