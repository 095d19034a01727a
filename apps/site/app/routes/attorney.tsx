import { getAttorneyBySlug } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, SITE_NAME } from '../seo';
import { AttorneyProfile } from '../team/AttorneyProfile';
import { attorneyJsonLd } from '../team/attorneySeo';
import type { Route } from './+types/attorney';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const attorney = getAttorneyBySlug(params.slug);
  if (!attorney) return notFoundMeta(location.pathname);
  return pageMeta({
    title: `${attorney.name}, ${attorney.title}`,
    description: `${attorney.name}, ${attorney.title} at ${SITE_NAME}. ${attorney.about}`,
    path: location.pathname,
    type: 'profile',
    jsonLd: attorneyJsonLd(attorney),
  });
};

export default function AttorneyPage({ params }: Route.ComponentProps) {
  const attorney = getAttorneyBySlug(params.slug);
  if (!attorney) return <NotFoundMessage />;
  return (
    <>
      <PageTitle title={attorney.name} />
      <AttorneyProfile attorney={attorney} />
    </>
  );
}
