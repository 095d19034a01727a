import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { noIndex, pageMeta } from '../seo';
import { WishlistView } from '../shop/WishlistView';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: 'Wishlist',
    description:
      'The products you saved in the Lexington & Hale shop: add them to your cart or remove them.',
    path: location.pathname,
  }),
  noIndex,
];

export default function WishlistPage() {
  return (
    <>
      <PageTitle title="Wishlist" />
      <Section>
        <WishlistView />
      </Section>
    </>
  );
}
