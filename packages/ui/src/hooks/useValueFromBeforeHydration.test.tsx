import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.js';
import { Select } from '../Select/Select.js';
import { TextArea } from '../TextArea/TextArea.js';
import { TextField } from '../TextField/TextField.js';

/** A form whose fields the caller controls (as the site's contact form does) next to uncontrolled ones. */
function Form() {
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [rerenders, setRerenders] = useState(0);
  return (
    <form>
      <TextField label="Name" value={name} onChange={setName} />
      <TextArea label="Message" />
      <Select
        label="Subject"
        placeholder="Choose"
        options={[{ value: 'family', label: 'Family' }]}
        value={subject}
        onChange={setSubject}
      />
      <Checkbox label="Ship elsewhere" />
      <RadioGroup label="Payment">
        <Radio value="bank">Bank</Radio>
        <Radio value="card">Card</Radio>
      </RadioGroup>
      <output>{JSON.stringify({ name, subject })}</output>
      <button type="button" onClick={() => setRerenders(rerenders + 1)}>
        Re-render {rerenders}
      </button>
    </form>
  );
}

test('what a visitor entered before the form hydrated is adopted, and survives the next render', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form />);
  // The visitor fills the prerendered form before its code runs.
  const field = (selector: string) => container.querySelector(selector) as HTMLInputElement;
  field('input[type="text"]').value = 'Jane Doe';
  (container.querySelector('textarea') as HTMLTextAreaElement).value = 'My landlord kept it.';
  (container.querySelector('select') as HTMLSelectElement).value = 'family';
  field('input[type="checkbox"]').checked = true;
  field('input[type="radio"][value="card"]').checked = true;

  const root = hydrateRoot(container, <Form />);
  const screen = page;
  await expect
    .element(screen.getByRole('status'))
    .toHaveTextContent('{"name":"Jane Doe","subject":"family"}');
  await screen.getByRole('button', { name: /Re-render/ }).click();
  await expect.element(screen.getByRole('button', { name: 'Re-render 1' })).toBeInTheDocument();
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Doe');
  await expect
    .element(screen.getByRole('textbox', { name: 'Message' }))
    .toHaveValue('My landlord kept it.');
  await expect.element(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('family');
  await expect.element(screen.getByRole('checkbox', { name: 'Ship elsewhere' })).toBeChecked();
  await expect.element(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
  root.unmount();
  container.remove();
});
