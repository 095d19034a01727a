export * from './Accordion';
export * from './Button';
export * from './Checkbox/Checkbox';
export * from './Counter/Counter';
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
