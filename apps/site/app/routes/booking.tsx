import { PageTitle } from '../layout/PageTitle';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta('Book an Appointment', "Request an appointment with one of the firm's attorneys.");

export default function BookingPage() {
  return <PageTitle title="Book an Appointment" />;
}
