import '@firm/ui/theme/themes.css';
import './styles/global.css';
import './styles/print.css';
import { toastSettings } from '@firm/data';
import { I18nProvider, PressableStyle } from '@firm/ui';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router-dom';
import type { Route } from './+types/root';
import { ColorSchemeScript } from './color-scheme/ColorSchemeScript';
import { EarlyInputScript, useAnnounceShellHydrated } from './hydration/earlyInput';
import { DeferredToaster } from './layout/DeferredToaster';
import {
  LoadFailureNotice,
  LoadFailureWatcher,
  useNavigationRecovery,
} from './layout/LoadFailureNotice';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { SkipLink } from './layout/SkipLink';
import * as styles from './root.css';
import { useRestoreShop } from './shop/useRestoreShop';
// Written by scripts/subset-fonts.mjs before every build (see scripts/fonts.mjs).
import fontFaces from './styles/subset-fonts/fonts.css?url';
import interFont from './styles/subset-fonts/inter-subset.woff2?url';
import playfairFont from './styles/subset-fonts/playfair-display-subset.woff2?url';
import { loadVitalsWhenIdle } from './vitals-loader';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: fontFaces },
  // Both faces render above the fold on every page (headings and body copy).
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: playfairFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  useRestoreShop();
  useAnnounceShellHydrated();
  return (
    // The head script may set the visitor's stored colour scheme on <html> before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1f3a" />
        {/* Prerendered so react-aria never inserts it at run time (a whole-page relayout). */}
        <PressableStyle />
        <EarlyInputScript />
        <LoadFailureWatcher />
        <ColorSchemeScript />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale="en-US">
          <SkipLink />
          <SiteHeader />
          {/* The site's search (scripts/postbuild.mjs) indexes the main region only. */}
          <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body>
            {children}
          </main>
          <SiteFooter />
          <DeferredToaster {...toastSettings} />
          <LoadFailureNotice />
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(loadVitalsWhenIdle, []);
  useNavigationRecovery();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <section className={styles.errorPanel} aria-labelledby="app-error-heading">
      <h1 id="app-error-heading">Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      {detail ? <p className={styles.errorDetail}>{detail}</p> : null}
      <p>
        <Link to="/home" reloadDocument>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
