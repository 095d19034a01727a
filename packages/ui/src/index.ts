export * from './Button/Button';
export * from './theme';
