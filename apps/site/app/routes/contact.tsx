import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Contact the firm: head office address, phone, email, office hours and a consultation form.',
    path: location.pathname,
  });

export default function ContactPage() {
  return <PageTitle title="Contact Us" />;
}
