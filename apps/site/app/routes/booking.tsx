import { ContactDetails } from '../forms/ContactDetails';
import { ContactForm } from '../forms/ContactForm';
import { ContactLayout } from '../forms/ContactLayout';
import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/booking';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Book an Appointment',
    description:
      "Request an appointment with one of the firm's attorneys: tell us about your case and how to reach you.",
    path: location.pathname,
  });

export default function BookingPage() {
  return (
    <>
      <PageTitle title="Book an Appointment" />
      <ContactLayout
        heading="Meet an Attorney"
        intro="Tell us briefly what your case is about and how to reach you, and we will suggest a time for a first meeting."
        details={<ContactDetails />}
      >
        <ContactForm heading="Request an Appointment" submitLabel="Book Appointment" />
      </ContactLayout>
    </>
  );
}
