import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta(
    'Contact Us',
    'Contact the firm: head office address, phone, email, office hours and a consultation form.',
  );

export default function ContactPage() {
  return <PageTitle title="Contact Us" />;
}
