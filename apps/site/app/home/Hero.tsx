import { firm, heroSlides, type ImageAsset, sliderSettings } from '@firm/data';
import { buttonClassName, Slider, Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/ContentImage';
import { Container } from '../layout/Section';
import * as styles from './Hero.css';
import { PriorityImage } from './PriorityImage';
import { sliderProps } from './sliderProps';

const heroSlider = sliderProps(sliderSettings.hero);

/** The 'Free Consultation' call to action every hero carries. */
function FreeConsultationLink() {
  return (
    <Link to="/contact" className={buttonClassName()}>
      Free Consultation
    </Link>
  );
}

interface HeroContentProps {
  /** The page's `<h1>` (true once per page) or a secondary slide's `<h2>`. */
  isPageHeading: boolean;
  headline: string;
  text: string;
  image: ImageAsset;
  /** How the picture is framed. @default 'rightHalf' */
  crop?: keyof typeof styles.picture;
}

/**
 * Headline, lead text and 'Free Consultation' beside a picture. The page heading's picture is the largest
 * thing above the fold, so it loads eagerly and first; other pictures wait until needed.
 */
function HeroContent({
  isPageHeading,
  headline,
  text,
  image,
  crop = 'rightHalf',
}: HeroContentProps) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <Tiles
      columns={{ base: 2, belowSm: 1 }}
      space={{ base: 'xl', belowSm: 'lg' }}
      alignItems="center"
    >
      <div>
        <p className={styles.eyebrow}>{firm.name}, attorneys at law</p>
        <Heading className={styles.heading}>{headline}</Heading>
        <p className={styles.lead}>{text}</p>
        <FreeConsultationLink />
      </div>
      {isPageHeading ? (
        <PriorityImage image={image} className={styles.picture[crop]} />
      ) : (
        <ContentImage image={image} className={styles.picture[crop]} />
      )}
    </Tiles>
  );
}

/**
 * The default home's looping hero slider (one per view, 1800 ms transitions). The first slide
 * carries the page's `<h1>`, 'Crafting Legal Solutions, Brick by Brick'.
 */
export function HomeHero() {
  return (
    <div className={styles.band}>
      <Container>
        <Slider label="Highlights" {...heroSlider}>
          {heroSlides.map((slide, index) => (
            <HeroContent
              key={slide.id}
              isPageHeading={index === 0}
              headline={slide.headline}
              text={slide.text}
              image={slide.image}
            />
          ))}
        </Slider>
      </Container>
    </div>
  );
}

type StaticHeroProps = Pick<HeroContentProps, 'headline' | 'text' | 'image' | 'crop'>;

/** A hero without a slider, for the home variants; its headline is the page's `<h1>`. */
export function StaticHero(props: StaticHeroProps) {
  return (
    <div className={styles.band}>
      <Container>
        <HeroContent isPageHeading {...props} />
      </Container>
    </div>
  );
}

/** The second home's static hero: the default home's second slide, promoted to the `<h1>`. */
export function SecondHomeHero() {
  // The content package guarantees at least one slide; two are expected.
  const slide = heroSlides[1] ?? heroSlides[0];
  if (!slide) return null;
  return <StaticHero headline={slide.headline} text={slide.text} image={slide.image} />;
}
