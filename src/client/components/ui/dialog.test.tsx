// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '#client/components/ui/dialog.tsx';

afterEach(cleanup);

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign out everywhere
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm your password"
        description="For your security, enter your password."
      >
        <button type="button">Confirm</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed until opened, then a modal named by its title and described by its text', () => {
    render(<Confirm />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    const described = dialog.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe(
      'For your security, enter your password.',
    );
  });

  it('closes with its Close button and with Escape', () => {
    render(<Confirm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
