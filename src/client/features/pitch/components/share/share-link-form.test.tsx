// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkForm } from './share-link-form.tsx';

afterEach(cleanup);

function renderForm(onCreate = vi.fn()) {
  render(
    <ShareLinkForm
      hasLink={false}
      creating={false}
      revoking={false}
      onCreate={onCreate}
      onRevoke={vi.fn()}
    />,
  );
  return onCreate;
}

describe('ShareLinkForm', () => {
  it('asks for a link that never expires as null days, the select left as it opened', async () => {
    const onCreate = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual({ expiresInDays: null, password: null, follows: 'latest' });
  });

  it('sends the chosen number of days, and null again after going back to Never', async () => {
    const onCreate = renderForm();
    const expiry = screen.getByRole('combobox', { name: 'Link expires' });
    fireEvent.change(expiry, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual({ expiresInDays: 30, password: null, follows: 'latest' });
    fireEvent.change(expiry, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate.mock.calls[1]![0]).toEqual({ expiresInDays: null, password: null, follows: 'latest' });
  });

  it('sends a password and a pinned version when chosen', async () => {
    const onCreate = renderForm();
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'seed-round' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Viewers see' }), { target: { value: 'pinned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual({
      expiresInDays: null,
      password: 'seed-round',
      follows: 'pinned',
    });
  });

  it('refuses a password too short to be one', async () => {
    const onCreate = renderForm();
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByText('Use at least 6 characters.');
    expect(onCreate).not.toHaveBeenCalled();
  });
});
