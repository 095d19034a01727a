import { PageTitle } from '../layout/PageTitle';
import { AccessibilityStatement } from '../legal/AccessibilityStatement';
import { pageMeta } from '../seo';
import type { Route } from './+types/accessibility';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Accessibility Statement',
    description:
      'How this site aims for WCAG 2.2 AA, how it is checked, and how to tell the firm about a problem.',
    path: location.pathname,
  });

export default function AccessibilityPage() {
  return (
    <>
      <PageTitle title="Accessibility Statement" />
      <AccessibilityStatement />
    </>
  );
}
