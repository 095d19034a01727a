import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'Home',
    'A single-lawyer practice: awards, a short video introduction and a way to get in touch.',
  );

export default function HomeThreePage() {
  return <PageTitle title="Home" />;
}
