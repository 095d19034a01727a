import type { Page } from '@playwright/test';

/**
 * Records the requests the page makes from now on, other than fetching the site's own code and
 * images (the web-vitals module, for one, loads when the browser is idle): what a form or a
 * search box might send.
 */
export function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/assets/')) {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  return requests;
}
