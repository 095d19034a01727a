import { Button, TextArea, TextField } from '@firm/ui';
import type { FormEvent } from 'react';
import { NoScriptNotice } from '../forms/NoScriptNotice';
import * as styles from './AttorneyProfile.css';

/**
 * The attorney's name / email / note form. The spec says its submit does nothing: the default
 * submission is prevented, nothing is sent, and what the visitor typed stays in the fields.
 */
export function AttorneyContactForm() {
  const keepTyping = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form className={styles.form} onSubmit={keepTyping}>
      <NoScriptNotice />
      <div className={styles.formRow}>
        <TextField label="Your name" name="name" autoComplete="name" validationBehavior="aria" />
        <TextField
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          validationBehavior="aria"
        />
      </div>
      <TextArea label="Note" name="note" rows={5} validationBehavior="aria" />
      <div>
        <Button type="submit">Send Message</Button>
      </div>
    </form>
  );
}
