import { PageTitle } from '../layout/PageTitle';
import { PrivacyNotice } from '../legal/PrivacyNotice';
import { pageMeta } from '../seo';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Privacy Notice',
    description:
      'What this site does with your data: nothing leaves your browser. Forms send nothing; the cart stays on your device.',
    path: location.pathname,
  });

export default function PrivacyPage() {
  return (
    <>
      <PageTitle title="Privacy Notice" />
      <PrivacyNotice />
    </>
  );
}
