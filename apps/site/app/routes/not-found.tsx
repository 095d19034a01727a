import { NotFoundMessage } from '../layout/NotFoundMessage';
import { notFoundMeta } from '../seo';

export const meta = () => notFoundMeta();

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
