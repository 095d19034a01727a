import { Button, TextArea, TextField } from '@firm/ui';
import type { FormEvent } from 'react';
import { NoScriptNotice } from '../forms/NoScriptNotice';
import * as styles from './CommentForm.css';

/** Comments are not collected (spec: the form does nothing), so submitting stays put. */
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** The 'Post Comments' form: comment, website, name, email. Nothing is sent anywhere. */
export function CommentForm({ headingId }: { headingId: string }) {
  return (
    <form aria-labelledby={headingId} onSubmit={ignoreSubmit} noValidate>
      <p className={styles.note}>Your email address will not be published.</p>
      <div className={styles.form}>
        <NoScriptNotice />
        <TextArea className={styles.wide} label="Comment" name="comment" rows={6} />
        <TextField label="Website" name="website" type="url" autoComplete="url" inputMode="url" />
        <TextField label="Name" name="name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <div className={styles.actions}>
          <Button type="submit">Post Comment</Button>
        </div>
      </div>
    </form>
  );
}
