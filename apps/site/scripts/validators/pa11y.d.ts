// pa11y 9 ships no types, and @types/pa11y describes pa11y 5 on puppeteer 5: this declares the
// part of pa11y 9's documented API the validators use, on the puppeteer-core they launch.
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer-core';

  interface Pa11yOptions {
    /** A browser to open the page in; pa11y leaves it open. */
    browser?: Browser;
    /** A page of `browser` to check; pa11y leaves it open. */
    page?: Page;
    /** With `page`: check the page as it is, without navigating it to the URL. */
    ignoreUrl?: boolean;
    /** The page's size while it is checked (pa11y sets it on the page). */
    viewport?: { width: number; height: number };
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
  }

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string | null;
    selector: string;
    runner: string;
  }

  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
