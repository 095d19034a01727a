import { partners, sliderSettings } from '@firm/data';
import { Slider } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './PartnersSlider.css';
import { sliderProps } from './sliderProps';

const partnersSlider = sliderProps(sliderSettings.partners);

/** The partner companies' logos in an autoplaying row. */
export function PartnersSlider() {
  return (
    <Slider label="Our partners" {...partnersSlider}>
      {partners.map((partner) => (
        <ContentImage key={partner.id} image={partner.logo} className={styles.logo} />
      ))}
    </Slider>
  );
}
