import { Input } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.js';
import { type TextEntryFieldProps, TextFieldShell } from '../Field/Field.js';

export type TextFieldProps = TextEntryFieldProps;

/**
 * A single-line text input with label, description and error message (react-aria `TextField`).
 * Pass `type`, `autoComplete` and `inputMode` for email, phone and number entry.
 */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldShell
      {...props}
      control={<Input className={fieldStyles.control} placeholder={placeholder} />}
    />
  );
}
