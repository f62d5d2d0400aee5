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
    expect(onCreate.mock.calls[0]![0]).toEqual({ expiresInDays: null });
  });

  it('sends the chosen number of days, and null again after going back to Never', async () => {
    const onCreate = renderForm();
    const expiry = screen.getByRole('combobox', { name: 'Link expires' });
    fireEvent.change(expiry, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual({ expiresInDays: 30 });
    fireEvent.change(expiry, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate.mock.calls[1]![0]).toEqual({ expiresInDays: null });
  });
});
