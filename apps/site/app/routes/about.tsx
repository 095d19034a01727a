import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'About Us',
    'About the firm: who we are, how we work and the attorneys behind every case.',
  );

export default function AboutPage() {
  return <PageTitle title="About Us" />;
}
