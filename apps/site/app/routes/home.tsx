import { Link } from 'react-router';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';
import * as styles from './home.css';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Law Firm & Attorneys',
    description:
      'A law firm for banking, insolvency, disputes, litigation and corporate work: practical advice and strong representation.',
    path: location.pathname,
  });

export default function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <h1 id="hero-heading" className={styles.heading}>
        Crafting Legal Solutions, Brick by Brick
      </h1>
      <p className={styles.lead}>
        Practical advice and determined representation for people and businesses.
      </p>
      <Link to="/contact" className={styles.cta}>
        Free Consultation
      </Link>
    </section>
  );
}
