export * from './Button';
export * from './LinkButton';
