import { Button, Inline, Stack, Text, TextArea, TextField, Tiles } from '@firm/ui';
import type { FormEvent } from 'react';
import { NoScriptNotice } from '../forms/NoScriptNotice';

/** Comments are not collected (spec: the form does nothing), so submitting stays put. */
const ignoreSubmit = (event: FormEvent) => event.preventDefault();

/** The 'Post Comments' form: comment, website, name, email. Nothing is sent anywhere. */
export function CommentForm({ headingId }: { headingId: string }) {
  return (
    <Stack as="form" space="md" aria-labelledby={headingId} onSubmit={ignoreSubmit} noValidate>
      <Text as="p" tone="muted">
        Your email address will not be published.
      </Text>
      <NoScriptNotice />
      <TextArea label="Comment" name="comment" rows={6} />
      <Tiles columns={{ base: 3, belowSm: 1 }} space="md">
        {/* A text input, not type="url": HTML_CodeSniffer (1.3.5, H98) wrongly refuses the `url`
            autofill token on type="url" (squizlabs/HTML_CodeSniffer#325); HTML allows it on both,
            and inputMode keeps the address keyboard. Nothing is validated here (noValidate). */}
        <TextField label="Website" name="website" autoComplete="url" inputMode="url" />
        <TextField label="Name" name="name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
      </Tiles>
      <Inline>
        <Button type="submit">Post Comment</Button>
      </Inline>
    </Stack>
  );
}
