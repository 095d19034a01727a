export * from './Button.js';
// The class alone lives apart from the components, so a page that only styles its own links
// as buttons does not load react-aria.
export * from './buttonClassName.js';
export * from './LinkButton.js';
