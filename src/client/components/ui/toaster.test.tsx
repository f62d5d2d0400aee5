// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { notifyAuth } from '#client/lib/notify.ts';

afterEach(cleanup);

describe('Toaster', () => {
  it('renders nothing until a toast is raised, then shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');

    await notifyAuth(
      'success',
      'Account created successfully!',
      'Please check your email to verify your account.',
    );
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account.')).toBeTruthy();
  });
});
