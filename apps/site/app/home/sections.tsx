import { type BandProps, Section } from '../layout/Section';
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

export function PracticeStripSection(band: BandProps) {
  return (
    <Section id="expertise" {...band} eyebrow="What we do" title="Areas of Expertise">
      <PracticeStrip />
    </Section>
  );
}

export function ProcessSection(band: BandProps) {
  return (
    <Section
      id="process"
      {...band}
      eyebrow="How we work"
      title="Our Working Process"
      intro="Four steps from the first conversation to the final order."
    >
      <ProcessSteps />
    </Section>
  );
}

export function PracticeAreasSection(band: BandProps) {
  return (
    <Section id="practice-areas" {...band} eyebrow="Practice areas" title="How Can We Help You?">
      <PracticeGrid />
    </Section>
  );
}

export function TestimonialsSection({
  layout,
  ...band
}: BandProps & { layout: TestimonialLayout }) {
  return (
    <Section id="testimonials" {...band} eyebrow="Testimonials" title="What Our Clients Say">
      <TestimonialsSlider layout={layout} />
    </Section>
  );
}

export function CaseStudiesSection({ layout, ...band }: BandProps & { layout?: CaseStudyLayout }) {
  return (
    <Section id="case-studies" {...band} eyebrow="Recent results" title="Case Studies">
      <CaseStudiesSlider layout={layout} />
    </Section>
  );
}

export function CountersSection(band: BandProps) {
  return (
    <Section id="record" {...band} eyebrow="Our record" title="Results That Speak for Us">
      <Counters />
    </Section>
  );
}

export function TeamSection(band: BandProps) {
  return (
    <Section id="team" {...band} eyebrow="Our team" title="Meet Our Attorneys">
      <TeamSlider />
    </Section>
  );
}

export function PartnersSection(band: BandProps) {
  return (
    <Section id="partners" {...band} eyebrow="Our partners" title="Trusted by Businesses">
      <PartnersSlider />
    </Section>
  );
}

/** The call to action with the phone number and 'Book An Appointment'. */
export function AppointmentCallToAction(band: Pick<BandProps, 'hydrationDepth'>) {
  return (
    <CallToAction
      {...band}
      title="Need Legal Help? Speak to an Attorney Today"
      text="Tell us what happened and we will tell you, plainly, what your options are."
      action={{ to: '/booking', label: 'Book An Appointment' }}
    />
  );
}
