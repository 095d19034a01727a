import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';
import type { Route } from './+types/booking';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Book an Appointment',
    description: "Request an appointment with one of the firm's attorneys.",
    path: location.pathname,
  });

export default function BookingPage() {
  return <PageTitle title="Book an Appointment" />;
}
