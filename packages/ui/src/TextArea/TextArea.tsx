import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextAreaContext,
  useSlottedContext,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import { type TextEntryFieldProps, TextFieldShell } from '../Field/Field.js';

export interface TextAreaProps extends Omit<TextEntryFieldProps, 'type' | 'inputMode'> {
  /** Visible text lines before it scrolls (it also resizes vertically). @default 5 */
  rows?: number;
}

/**
 * react-aria's `TextField` learns that its control is a text area only once the element has
 * mounted, so the server-rendered (prerendered) control gets the input-only `type="text"`, which
 * HTML does not allow on a textarea (the Nu HTML Checker reports it). This hands the text area
 * the field's props without it.
 */
function WithoutInputType({ children }: { children: ReactNode }) {
  const fieldProps = useSlottedContext(TextAreaContext);
  if (!fieldProps || !('type' in fieldProps)) return children;
  const { type: _inputOnly, ...textAreaProps } = fieldProps;
  return <TextAreaContext.Provider value={textAreaProps}>{children}</TextAreaContext.Provider>;
}

/** A multi-line text input with label, description and error message (react-aria `TextField`). */
export function TextArea({ placeholder, rows = 5, ...props }: TextAreaProps) {
  return (
    <TextFieldShell
      {...props}
      control={
        <WithoutInputType>
          <AriaTextArea
            className={`${fieldStyles.control} ${fieldStyles.textArea}`}
            placeholder={placeholder}
            rows={rows}
          />
        </WithoutInputType>
      }
    />
  );
}
