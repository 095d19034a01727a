import { getCaseBySlug } from '@firm/data';
import { CaseDetail } from '../cases/CaseDetail';
import { caseMeta } from '../cases/caseSeo';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta } from '../seo';
import type { Route } from './+types/case';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const study = getCaseBySlug(params.slug);
  return study ? caseMeta(study, location.pathname) : notFoundMeta(location.pathname);
};

export default function CasePage({ params }: Route.ComponentProps) {
  const study = getCaseBySlug(params.slug);
  if (!study) {
    return <NotFoundMessage />;
  }
  return (
    <>
      <PageTitle title={study.cTitle} />
      <CaseDetail study={study} />
    </>
  );
}
