/**
 * How every page prints: the content alone, black on white, with link addresses written out.
 * Chrome that is a feature's or a kit component's own (the site header, the footer's link
 * columns, slider controls, toasts, modals, button looks) is hidden in that feature's or
 * component's stylesheet.
 */
import { globalStyle } from '@vanilla-extract/css';
import { SITE_URL } from '../../site.config.mjs';

const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } });

// Ink only where there is text: brand bands, shadows and tinted cards do not print.
globalStyle(
  '*, *::before, *::after',
  print({
    background: 'transparent !important',
    color: '#000 !important',
    boxShadow: 'none !important',
    textShadow: 'none !important',
  }),
);

globalStyle('html, body', print({ background: '#fff !important' }));

// Controls do nothing on paper: menus, breadcrumbs, pagers, forms and embedded frames.
globalStyle('nav, button, form, iframe, video, dialog', print({ display: 'none !important' }));

/**
 * A content link shows where it goes. Internal links are written with the site's public origin,
 * so the printed address works when typed; mail and phone links already show their address.
 * `position: static` undoes the card links whose ::after covers the whole card on screen.
 */
const linkAddress = {
  position: 'static',
  fontSize: '0.85em',
  fontWeight: 'normal',
  overflowWrap: 'anywhere',
} as const;
globalStyle(
  'main a[href^="/"]::after',
  print({ ...linkAddress, content: `" (${SITE_URL}" attr(href) ")"` }),
);
globalStyle(
  'main a[href^="http"]::after',
  print({ ...linkAddress, content: '" (" attr(href) ")"' }),
);

// Nothing may be cut off: no box keeps a screen height or hides what overflows it.
globalStyle('img, svg', print({ maxWidth: '100% !important', height: 'auto' }));
globalStyle('main, main *', print({ maxHeight: 'none !important' }));

// Cards (list items), figures, quotes and table rows stay whole; a heading stays with what follows it.
globalStyle('li, figure, blockquote, tr, img, svg', print({ breakInside: 'avoid' }));
globalStyle('h1, h2, h3, h4', print({ breakAfter: 'avoid' }));
