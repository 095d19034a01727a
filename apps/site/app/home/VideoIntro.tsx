import { heroSlides, homeVideo } from '@firm/data';
import { Tiles, VideoModal } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as sectionStyles from '../layout/Section.css';
import * as styles from './VideoIntro.css';

/**
 * A short introduction with a poster and a 'Play video' button. The kit's VideoModal creates
 * the video frame only while the modal is open, so the video host is contacted on request only.
 */
export function VideoIntro() {
  const [poster] = heroSlides;
  return (
    <Tiles columns={{ base: 2, belowMd: 1 }} space="xl" alignItems="center">
      <div>
        <p className={sectionStyles.eyebrow}>Meet your lawyer</p>
        <h2 className={sectionStyles.title}>See How We Work Before You Call</h2>
        <p>
          A few minutes on how a first consultation goes, what to bring and what happens next.
          Questions answered before you pick up the phone.
        </p>
      </div>
      <div className={styles.poster}>
        {poster ? <ContentImage image={poster.image} className={styles.posterImage} /> : null}
        <VideoModal videoUrl={homeVideo.url} title={homeVideo.title} className={styles.play} />
      </div>
    </Tiles>
  );
}
