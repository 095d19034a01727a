import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { noIndex, pageMeta } from '../seo';
import { CompareView } from '../shop/CompareView';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: 'Compare Products',
    description:
      'Compare the products you picked in the Lexington & Hale shop side by side: price, brand and size.',
    path: location.pathname,
  }),
  noIndex,
];

export default function ComparePage() {
  return (
    <>
      <PageTitle title="Compare" />
      <Section>
        <CompareView />
      </Section>
    </>
  );
}
