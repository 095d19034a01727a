import type { Page } from '@playwright/test';

/** The contact and appointment form's controls by their (visually hidden) labels. */
export function contactFormFields(page: Page) {
  const form = page.locator('main form');
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    subject: form.getByRole('combobox', { name: 'Subject' }),
    message: form.getByRole('textbox', { name: 'Case description' }),
    errors: form.locator('.errorMessage'),
    status: form.getByRole('status'),
  };
}
