// Its own module: its introduction is the attorney's biography, which only this home shows, so
// the other homes' heroes do not bring every attorney's page texts into their bundles.
import { attorneys } from '@firm/data';
import { StaticHero } from './Hero';

/** The single-lawyer home's hero: the managing partner's portrait and introduction. */
export function SingleLawyerHero() {
  // The managing partner leads the list of attorneys.
  const [lawyer] = attorneys;
  if (!lawyer) return null;
  return (
    <StaticHero
      headline={`${lawyer.name}, Your Attorney at Law`}
      text={lawyer.about}
      image={lawyer.AtImg}
      crop="whole"
    />
  );
}
