import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('About Me', 'About the attorney, with client testimonials and the team.');

export default function AboutMePage() {
  return <PageTitle title="About Me" />;
}
