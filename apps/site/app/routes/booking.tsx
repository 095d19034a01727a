import { BookingForm } from '../booking/BookingForm';
import { ContactDetails } from '../forms/ContactDetails';
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
        <BookingForm />
      </ContactLayout>
    </>
  );
}
