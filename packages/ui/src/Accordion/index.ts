export * from './Accordion';
export * from './nextExpandedKeys';
