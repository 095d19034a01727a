/**
 * The three demo identities the card form's hint names (spec §6). Only an email starting with
 * 'user' is accepted; nothing else depends on the role.
 */
export const demoAccounts = {
  user: 'user@lexingtonhale.example',
  vendor: 'vendor@lexingtonhale.example',
  admin: 'admin@lexingtonhale.example',
} as const;

/** Whether the card form's email belongs to the demo user: it starts with the word 'user'. */
export function isDemoUser(email: string): boolean {
  return email.trim().toLowerCase().startsWith('user');
}

/** The toast and alert for any other email (spec §5, §8), exact wording kept. */
export const unknownUserMessage = 'user not existed!';
export const unknownUserAlert = `${unknownUserMessage} credential is : ${demoAccounts.user} | ${demoAccounts.vendor} | ${demoAccounts.admin}`;
