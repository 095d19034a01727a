import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'FAQ',
    description: 'Answers to the questions clients ask most often before their first consultation.',
    path: location.pathname,
  });

export default function FaqPage() {
  return <PageTitle title="FAQ" />;
}
