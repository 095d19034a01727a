import type { MetaDescriptor } from 'react-router';

/**
 * For pages that show only the visitor's own cart, lists or order: their prerendered HTML is a
 * loading shell with nothing worth finding in a search engine.
 */
export const noIndex: MetaDescriptor = { name: 'robots', content: 'noindex' };
