import { contactSubjects, firm } from '@firm/data';
import { Button, Inline, Select, Stack, Text, TextArea, TextField, Tiles } from '@firm/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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

/**
 * Fields a page adds to the form with rules of their own (the booking page's date and time),
 * shown and checked together with the contact fields. Kept out of this module, so the contact
 * page's code carries none of them.
 */
export interface ContactFormExtension {
  /** The extra fields, given whether messages show and a handler marking the form as touched. */
  render: (showErrors: boolean, touch: () => void) => ReactNode;
  /** The control of the first extra field with a problem, to focus; `null` when all are valid. */
  firstInvalid: (form: HTMLFormElement) => HTMLElement | null;
  /** Called on a valid submit, with what the visitor entered, as the form clears. */
  onSubmitted: (values: ContactValues) => void;
}

interface ContactFormProps {
  /** The form's heading (an `<h2>`), which also names the form. */
  heading: string;
  /** Text of the submit button. @default 'Submit Now' */
  submitLabel?: string;
  /** More fields, placed before the case description. */
  extension?: ContactFormExtension;
}

/**
 * The contact and appointment form (spec §4, §5). Fields start empty. Once the visitor has typed
 * in or left a field, every invalid field shows its message, and the messages go as the fields
 * become valid. Submitting never leaves the page or sends anything: an invalid form shows all
 * messages and focuses the first invalid field; a valid one is cleared, with a confirmation.
 */
export function ContactForm({ heading, submitLabel = 'Submit Now', extension }: ContactFormProps) {
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
  const touch = () => {
    setShowErrors(true);
    setComplete(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateContact(values);
    const form = event.currentTarget;
    const invalidField = contactFields.find((field) => problems[field] !== undefined);
    const contactControl = invalidField ? form.elements.namedItem(invalidField) : null;
    const invalidControls = [
      contactControl instanceof HTMLElement ? contactControl : null,
      extension?.firstInvalid(form) ?? null,
    ].filter((control) => control !== null);
    if (invalidControls.length > 0) {
      setShowErrors(true);
      // The one that comes first on the page.
      invalidControls.sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      invalidControls[0]?.focus();
      return;
    }
    extension?.onSubmitted(values);
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
    <Stack space="lg">
      <Text as="h2" id={headingId} size="xl">
        {heading}
      </Text>
      <form aria-labelledby={headingId} noValidate onSubmit={submit}>
        <Stack space="md">
          <NoScriptNotice />
          {/* Two fields a row (one on phones), each as tall as itself (an error grows one). */}
          <Tiles columns={{ base: 2, belowSm: 1 }} space="md" alignItems="flex-start">
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
          </Tiles>
          {extension?.render(showErrors, touch)}
          <TextArea
            {...fieldProps('message')}
            label="Case description"
            placeholder="Case Description..."
            rows={6}
            validationBehavior="aria"
          />
          <Inline space="md" alignY="center">
            <Button type="submit">{submitLabel}</Button>
            {/* Always present, so screen readers announce the text when it appears. */}
            <p role="status" className={styles.confirmation}>
              {isComplete
                ? `Thank you, your details are complete. This demo site sends nothing, so to reach us please call ${firm.phone} or email ${firm.email}.`
                : ''}
            </p>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
