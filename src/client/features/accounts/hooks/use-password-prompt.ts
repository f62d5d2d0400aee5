import { useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * The password asked for when the server wants re-authentication (403 `reauth_required`: the
 * sign-in is over 10 minutes old): remembers the request that was refused, so the dialog can send it
 * again with the password, and shows a wrong password (`reauth_failed`) in the dialog.
 */
export function usePasswordPrompt<Request>() {
  const [awaiting, setAwaiting] = useState<Request | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAwaiting(null);
    setError(null);
  };

  /** True when `failure` was about the password and the dialog now deals with it. */
  const handles = (request: Request, failure: unknown): boolean => {
    if (failure instanceof ApiError && failure.code === 'reauth_required') {
      setAwaiting(request);
      return true;
    }
    if (failure instanceof ApiError && failure.code === 'reauth_failed') {
      setError(failure.message);
      return true;
    }
    close();
    return false;
  };

  /** Props for ConfirmPasswordDialog; `retry` sends the waiting request with the password. */
  const dialogProps = (retry: (request: Request, password: string) => void) => ({
    open: awaiting !== null,
    error,
    onConfirm: (password: string) => {
      if (awaiting !== null) retry(awaiting, password);
    },
    onClose: close,
  });

  return { handles, close, dialogProps };
}
