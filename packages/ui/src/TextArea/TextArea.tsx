import { TextArea as AriaTextArea } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import { type TextEntryFieldProps, TextFieldShell } from '../Field/Field.js';

export interface TextAreaProps extends Omit<TextEntryFieldProps, 'type' | 'inputMode'> {
  /** Visible text lines before it scrolls (it also resizes vertically). @default 5 */
  rows?: number;
}

/** A multi-line text input with label, description and error message (react-aria `TextField`). */
export function TextArea({ placeholder, rows = 5, ...props }: TextAreaProps) {
  return (
    <TextFieldShell
      {...props}
      control={
        <AriaTextArea
          className={`${fieldStyles.control} ${fieldStyles.textArea}`}
          placeholder={placeholder}
          rows={rows}
        />
      }
    />
  );
}
