import { contactSubjects, firm } from '@firm/data';
import { Button, Select, TextArea, TextField } from '@firm/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './ContactForm.css';
import {
  type ContactField,
  type ContactValues,
  contactFields,
  emptyContactValues,
  validateContact,
} from './contact-schema';
import { NoScriptNotice } from './NoScriptNotice';

const subjectOptions = contactSubjects.map((subject) => ({ value: subject, label: subject }));

interface ContactFormProps {
  /** The form's heading (an `<h2>`), which also names the form. */
  heading: string;
  /** Text of the submit button. @default 'Submit Now' */
  submitLabel?: string;
}

/**
 * The contact and appointment form (spec §4, §5). Fields start empty. Once the visitor has typed
 * in or left a field, every invalid field shows its message, and the messages go as the fields
 * become valid. Submitting never leaves the page or sends anything: an invalid form shows all
 * messages and focuses the first invalid field; a valid one is cleared, with a confirmation.
 */
export function ContactForm({ heading, submitLabel = 'Submit Now' }: ContactFormProps) {
  const headingId = useId();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [showErrors, setShowErrors] = useState(false);
  const [isComplete, setComplete] = useState(false);
  const errors = showErrors ? validateContact(values) : {};

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShowErrors(true);
    setComplete(false);
  };
  const blur = () => setShowErrors(true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateContact(values);
    const firstInvalid = contactFields.find((field) => problems[field] !== undefined);
    if (firstInvalid) {
      setShowErrors(true);
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setValues(emptyContactValues);
    setShowErrors(false);
    setComplete(true);
  };

  // Shared by every field: the value, its handlers and its error state.
  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    onBlur: blur,
    isRequired: true,
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    hideLabel: true,
  });

  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
        <NoScriptNotice />
        <TextField
          {...fieldProps('name')}
          label="Name"
          placeholder="Name*"
          autoComplete="name"
          validationBehavior="aria"
        />
        <TextField
          {...fieldProps('email')}
          label="Email"
          placeholder="Email*"
          type="email"
          autoComplete="email"
          validationBehavior="aria"
        />
        <TextField
          {...fieldProps('phone')}
          label="Phone"
          placeholder="Your phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          validationBehavior="aria"
        />
        <Select
          {...fieldProps('subject')}
          label="Subject"
          placeholder="Contact subject"
          options={subjectOptions}
        />
        <TextArea
          {...fieldProps('message')}
          label="Case description"
          placeholder="Case Description..."
          rows={6}
          validationBehavior="aria"
          className={styles.wide}
        />
        <div className={styles.submitRow}>
          <Button type="submit">{submitLabel}</Button>
          {/* Always present, so screen readers announce the text when it appears. */}
          <p role="status" className={styles.confirmation}>
            {isComplete
              ? `Thank you, your details are complete. This demo site sends nothing, so to reach us please call ${firm.phone} or email ${firm.email}.`
              : ''}
          </p>
        </div>
      </form>
    </>
  );
}
