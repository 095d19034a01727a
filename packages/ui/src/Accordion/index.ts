export * from './Accordion.js';
export * from './nextExpandedKeys.js';
