// Sets the locale every component formats and announces in. A site should name its page's
// language here rather than follow the visitor's browser (and, with the workspace's react-aria
// patch, nothing then re-renders after hydration to swap the server's default for the browser's).
export { I18nProvider, useLocale } from 'react-aria-components';
export * from './Accordion/index.js';
export * from './Box/Box.js';
export * from './Button/index.js';
export * from './Checkbox/Checkbox.js';
export * from './ColorSchemeSwitch/ColorSchemeSwitch.js';
export * from './Columns/Columns.js';
export * from './Container/Container.js';
export * from './Counter/Counter.js';
export * from './DatePicker/DatePicker.js';
export {
  ERROR_MESSAGE_CLASS,
  type FieldChromeProps,
  type FieldErrorMessage,
  type TextEntryFieldProps,
} from './Field/Field.js';
export * from './ImageZoom/ImageZoom.js';
export * from './Inline/Inline.js';
export * from './Modal/index.js';
export * from './Pagination/Pagination.js';
export * from './PressableStyle/PressableStyle.js';
export * from './QuantityStepper/QuantityStepper.js';
export * from './RadioGroup/RadioGroup.js';
export * from './Select/Select.js';
export * from './SkillBar/SkillBar.js';
export * from './Slider/Slider.js';
export * from './Stack/Stack.js';
export * from './StarRating/StarRating.js';
export * from './Tabs/Tabs.js';
export * from './Text/Text.js';
export * from './TextArea/TextArea.js';
export * from './TextField/TextField.js';
export * from './Tiles/Tiles.js';
export * from './TimeSlots/TimeSlots.js';
export {
  dismissToast,
  type NotifyOptions,
  notify,
  showToast,
  type ToastKind,
  type ToastOutcome,
  toastKinds,
} from './Toast/notify.js';
export * from './Toast/Toast.js';
export * from './theme/index.js';
