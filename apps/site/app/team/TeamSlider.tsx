import { attorneySummaries, sliderSettings } from '@firm/data';
import { Slider } from '@firm/ui';
import { sliderProps } from '../home/sliderProps';
import { AttorneyCard } from './AttorneyCard';

const teamSlider = sliderProps(sliderSettings.team);

/** Every attorney in the autoplaying team row (4 / 3 below 1500 / 2 below 1100 / 1 below 575). */
export function TeamSlider() {
  return (
    <Slider label="Our attorneys" {...teamSlider}>
      {attorneySummaries.map((attorney) => (
        <AttorneyCard key={attorney.Id} attorney={attorney} />
      ))}
    </Slider>
  );
}
