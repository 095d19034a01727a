import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.js';
import * as styles from './Modal.css.js';
import { Modal } from './Modal.js';

function ControlledHarness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      aria-label="Terms"
      closeLabel="Close terms"
      isOpen={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    >
      <p>Terms text</p>
    </Modal>
  );
}

describe('Modal', () => {
  test('a trigger opens a dialog named by its heading; Escape closes it and focus returns', async () => {
    const screen = await render(
      <Modal title="Consultation" trigger={<Button>Open</Button>}>
        <p>Body text</p>
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Consultation' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Consultation' }))
      .toBeVisible();
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  test('a backdrop click closes it unless isDismissable is false', async () => {
    const screen = await render(
      <>
        <Modal title="Dismissable" trigger={<Button>First</Button>}>
          <p>One</p>
        </Modal>
        <Modal title="Sticky" isDismissable={false} trigger={<Button>Second</Button>}>
          <p>Two</p>
        </Modal>
      </>,
    );
    const clickBackdrop = async () => {
      const backdrop = document.querySelector(`.${styles.overlay}`);
      expect(backdrop).toBeInstanceOf(HTMLElement);
      await userEvent.click(backdrop as HTMLElement, { position: { x: 4, y: 4 } });
    };

    await screen.getByRole('button', { name: 'First' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Dismissable' })).toBeVisible();
    await clickBackdrop();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Second' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Sticky' })).toBeVisible();
    await clickBackdrop();
    await expect.element(page.getByRole('dialog', { name: 'Sticky' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('controlled: isOpen shows it, the close button reports false through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    await render(<ControlledHarness onOpenChange={onOpenChange} />);
    const dialog = page.getByRole('dialog', { name: 'Terms' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().hasAttribute('aria-labelledby')).toBe(false);
    await page.getByRole('button', { name: 'Close terms' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a closed controlled modal renders nothing', async () => {
    await render(
      <Modal aria-label="Hidden" isOpen={false}>
        <p>Never shown</p>
      </Modal>,
    );
    await expect.element(page.getByText('Never shown')).not.toBeInTheDocument();
  });
});
