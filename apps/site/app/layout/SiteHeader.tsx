import { firm, limits } from '@firm/data';
import { buttonClassName, Inline } from '@firm/ui';
import { Link } from 'react-router-dom';
import { MiniCart } from '#mini-cart';
import { HeaderIsland } from './HeaderIsland';
import { BrandMark } from './icons';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { consultationPath } from './navigation';
import { SearchToggle } from './SearchToggle';
import * as styles from './SiteHeader.css';
import { TopBar } from './TopBar';
import { useScrolledPast } from './useScrolledPast';

/**
 * The site's header: the top bar with the firm's contact details, then the main bar (brand,
 * main menu, search, mini-cart, 'Free Consultation', and the 'Menu' button on small screens).
 * Past 80 px of scroll the main bar is fixed to the top and highlighted; its slot keeps the
 * height, so nothing below moves.
 */
export function SiteHeader() {
  const isFixed = useScrolledPast(limits.headerFixedAfterPx);
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.barSlot}>
        <div className={styles.bar} data-fixed={isFixed || undefined}>
          {/* Just above 1100 px the full menu is tight: close up a little. */}
          <Inline
            space={{ base: 'md', belowLg: 'sm', belowSm: 'xxs' }}
            alignY="center"
            wrap={false}
            className={styles.barInner}
          >
            <Link to="/home" className={styles.brand}>
              <BrandMark className={styles.brandMark} />
              <span className={styles.brandName}>{firm.name}</span>
            </Link>
            <MainNav />
            <Inline space={{ base: 'xxs', belowSm: 'none' }} alignY="center" wrap={false}>
              <SearchToggle />
              {/* `#mini-cart` is the component in the prerender (its markup is in every page) and
                  a lazy import in the browser (package.json "imports", see MiniCart.lazy.tsx);
                  React keeps the prerendered mini-cart in place until it hydrates, in the last
                  pass or on input (HeaderIsland.tsx). */}
              <HeaderIsland>
                <MiniCart />
              </HeaderIsland>
            </Inline>
            {/* Wrapped: the kit's button class sets `display`, the wrapper hides it on phones. */}
            <div className={styles.consultation}>
              <Link to={consultationPath} className={buttonClassName({ size: 'small' })}>
                Free Consultation
              </Link>
            </div>
            <MobileMenu />
          </Inline>
        </div>
      </div>
    </header>
  );
}
