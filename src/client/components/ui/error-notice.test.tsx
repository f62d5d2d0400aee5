// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';

afterEach(cleanup);

describe('ErrorNotice', () => {
  it('announces the heading and the message as an alert', () => {
    render(<ErrorNotice title="Session not found" message="The requested session could not be found." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Session not foundThe requested session could not be found.',
    );
  });

  it('calls back when Try again is pressed', () => {
    const retry = vi.fn();
    render(<ErrorNotice message="Error loading advisors: Failed to fetch" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('cannot be retried again while a retry is under way', () => {
    render(<ErrorNotice message="Error loading advisors: Failed to fetch" onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no retry when there is nothing to try again', () => {
    render(<ErrorNotice message="Invalid email or password" size="inline" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
