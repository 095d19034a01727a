import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'FAQ',
    'Answers to the questions clients ask most often before their first consultation.',
  );

export default function FaqPage() {
  return <PageTitle title="FAQ" />;
}
