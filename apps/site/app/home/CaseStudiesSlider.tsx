import { caseStudyNotice, caseStudySummaries, limits, sliderSettings } from '@firm/data';
import { Slider } from '@firm/ui';
import { AdvertisingNotice } from '../legal/AdvertisingNotice';
import { CaseStudyCard, type CaseStudyCardTone } from './CaseStudyCard';
import { type SliderSettingProps, sliderProps } from './sliderProps';

/**
 * The two case-study layouts of the spec: the slider settings (`alt` also lists "2 below 767")
 * and, so the two homes look different, the card caption's tone.
 */
export const caseStudyLayouts = {
  default: { slider: sliderProps(sliderSettings.caseStudies), cardTone: 'light' },
  alt: { slider: sliderProps(sliderSettings.caseStudiesAlt), cardTone: 'dark' },
} as const satisfies Record<string, { slider: SliderSettingProps; cardTone: CaseStudyCardTone }>;
export type CaseStudyLayout = keyof typeof caseStudyLayouts;

const sliderCases = caseStudySummaries.slice(0, limits.caseSlider);

/** The first six case studies in an autoplaying slider. */
export function CaseStudiesSlider({ layout = 'default' }: { layout?: CaseStudyLayout }) {
  return (
    <>
      <Slider label="Case studies" {...caseStudyLayouts[layout].slider}>
        {sliderCases.map((caseStudy) => (
          <CaseStudyCard
            key={caseStudy.Id}
            caseStudy={caseStudy}
            tone={caseStudyLayouts[layout].cardTone}
          />
        ))}
      </Slider>
      <AdvertisingNotice notice={caseStudyNotice} />
    </>
  );
}
