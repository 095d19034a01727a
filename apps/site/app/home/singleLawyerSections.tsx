import { type BandProps, Section } from '../layout/Section';
import { Awards } from './Awards';
import { CallToAction } from './CallToAction';
import { VideoIntro } from './VideoIntro';

// Sections only the single-lawyer home (/home-3) shows. They live apart from the shared ones
// because a module is bundled whole: the video modal's code must not ride along to every page
// that shows a shared section.

export function AwardsSection(band: BandProps) {
  return (
    <Section id="awards" {...band} eyebrow="Recognition" title="Awards & Honours">
      <Awards />
    </Section>
  );
}

export function VideoSection(band: BandProps) {
  return (
    <Section id="video" {...band}>
      <VideoIntro />
    </Section>
  );
}

/** The single-lawyer home's call to action: the phone number and 'Get In Touch'. */
export function GetInTouchCallToAction() {
  return (
    <CallToAction
      title="Let’s Talk About Your Case"
      text="The first consultation is free and confidential. Call, or send a short message and I will reply within one working day."
      action={{ to: '/contact', label: 'Get In Touch' }}
    />
  );
}
