/**
 * The bench's reference page: the site's framework (React 19, React Router 7, prerendered and
 * hydrated the same way) with nothing of the site's own. What it scores on a host is what the
 * stack alone costs there: the floor under every page of the site.
 */
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router-dom';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Reference page</title>
        <meta name="description" content="The framework alone: a prerendered, hydrated page." />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
