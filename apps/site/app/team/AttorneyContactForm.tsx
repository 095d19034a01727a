import { Button, Stack, TextArea, TextField, Tiles } from '@firm/ui';
import type { FormEvent } from 'react';
import { NoScriptNotice } from '../forms/NoScriptNotice';

/**
 * The attorney's name / email / note form. The spec says its submit does nothing: the default
 * submission is prevented, nothing is sent, and what the visitor typed stays in the fields.
 */
export function AttorneyContactForm() {
  const keepTyping = (event: FormEvent<HTMLElement>) => event.preventDefault();
  return (
    <Stack as="form" space="md" onSubmit={keepTyping}>
      <NoScriptNotice />
      <Tiles columns={{ base: 2, belowSm: 1 }} space="md">
        <TextField label="Your name" name="name" autoComplete="name" validationBehavior="aria" />
        <TextField
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          validationBehavior="aria"
        />
      </Tiles>
      <TextArea label="Note" name="note" rows={5} validationBehavior="aria" />
      <div>
        <Button type="submit">Send Message</Button>
      </div>
    </Stack>
  );
}
