import { BlogTeaser } from '../blog/BlogTeaser';
import { ContactDetails } from '../forms/ContactDetails';
import { ContactForm } from '../forms/ContactForm';
import { ContactLayout } from '../forms/ContactLayout';
import { OfficeMap } from '../forms/OfficeMap';
import { legalServiceJsonLd, webSiteJsonLd } from '../home/legalService';
import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Contact the firm: head office address, phone, email, office hours and a consultation form.',
    path: location.pathname,
    jsonLd: [legalServiceJsonLd(), webSiteJsonLd()],
  });

export default function ContactPage() {
  return (
    <>
      <PageTitle title="Contact Us" />
      <ContactLayout
        heading="Contact Information"
        details={
          <>
            <ContactDetails />
            <OfficeMap />
          </>
        }
      >
        <ContactForm heading="Need Consultancy, Request A Free Quote" />
      </ContactLayout>
      {/* After the form's pass and the details' (ContactLayout): one commit each. */}
      <BlogTeaser tone="muted" hydrationDepth={3} />
    </>
  );
}
