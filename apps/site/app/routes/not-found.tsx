import { NotFoundMessage } from '../layout/NotFoundMessage';
import { notFoundMeta } from '../seo';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) => notFoundMeta(location.pathname);

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
