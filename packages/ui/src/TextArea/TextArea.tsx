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
 * the field's props without it. The provider is always there, with or without a `type` to drop:
 * a tree that changed shape once the field learned its control would remount the text area
 * after hydration (e2e/hydration.spec.ts saw it vanish from /checkout).
 */
function WithoutInputType({ children }: { children: ReactNode }) {
  const fieldProps = useSlottedContext(TextAreaContext) ?? {};
  // The context's type is the text area's props; what TextField puts in it at run time has the
  // input-only `type` too.
  const { type: _inputOnly, ...textAreaProps } = fieldProps as typeof fieldProps & {
    type?: string;
  };
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
