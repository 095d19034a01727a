import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'Home',
    'Law firm home page: practice areas, attorneys, case studies and client testimonials.',
  );

export default function HomeTwoPage() {
  return <PageTitle title="Home" />;
}
