import { getPracticeBySlug } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { PracticeDetail } from '../practice/PracticeDetail';
import { practiceMeta } from '../practice/practiceSeo';
import { notFoundMeta } from '../seo';
import type { Route } from './+types/practice';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const area = getPracticeBySlug(params.slug);
  return area ? practiceMeta(area, location.pathname) : notFoundMeta(location.pathname);
};

export default function PracticePage({ params }: Route.ComponentProps) {
  const area = getPracticeBySlug(params.slug);
  if (!area) {
    return <NotFoundMessage />;
  }
  return (
    <>
      <PageTitle title={area.sTitle} />
      <PracticeDetail area={area} />
    </>
  );
}
