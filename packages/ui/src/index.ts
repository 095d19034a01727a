// Sets the locale every component formats and announces in. A site should name its page's
// language here rather than follow the visitor's browser (and, with the workspace's react-aria
// patch, nothing then re-renders after hydration to swap the server's default for the browser's).
export { I18nProvider, useLocale } from 'react-aria-components';
export * from './Accordion';
export * from './Button';
export * from './Checkbox/Checkbox';
export * from './Counter/Counter';
export * from './DatePicker/DatePicker';
export {
  ERROR_MESSAGE_CLASS,
  type FieldChromeProps,
  type FieldErrorMessage,
  type TextEntryFieldProps,
} from './Field/Field';
export * from './ImageZoom/ImageZoom';
export * from './Modal';
export * from './Pagination/Pagination';
export * from './QuantityStepper/QuantityStepper';
export * from './RadioGroup/RadioGroup';
export * from './Select/Select';
export * from './SkillBar/SkillBar';
export * from './Slider/Slider';
export * from './StarRating/StarRating';
export * from './Tabs/Tabs';
export * from './TextArea/TextArea';
export * from './TextField/TextField';
export * from './TimeSlots/TimeSlots';
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
