// Sets the locale every component formats and announces in. A site should name its page's
// language here rather than follow the visitor's browser (and, with the workspace's react-aria
// patch, nothing then re-renders after hydration to swap the server's default for the browser's).
export { I18nProvider } from 'react-aria-components';
export * from './Accordion';
export * from './Box/Box';
export * from './Button';
export * from './Checkbox/Checkbox';
export * from './Columns/Columns';
export * from './Container/Container';
export * from './Counter/Counter';
export {
  ERROR_MESSAGE_CLASS,
  type FieldChromeProps,
  type FieldErrorMessage,
  type TextEntryFieldProps,
} from './Field/Field';
export * from './ImageZoom/ImageZoom';
export * from './Inline/Inline';
export * from './Modal';
export * from './Pagination/Pagination';
export * from './QuantityStepper/QuantityStepper';
export * from './RadioGroup/RadioGroup';
export * from './Select/Select';
export * from './SkillBar/SkillBar';
export * from './Slider/Slider';
export * from './Stack/Stack';
export * from './StarRating/StarRating';
export * from './Tabs/Tabs';
export * from './TextArea/TextArea';
export * from './TextField/TextField';
export * from './Tiles/Tiles';
export {
  dismissToast,
  type NotifyOptions,
  notify,
  showToast,
  type ToastKind,
  type ToastOutcome,
  toastKinds,
} from './Toast/notify';
export * from './Toast/Toast';
export * from './theme';
