import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '#client/components/brand/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { authForms } from '#client/features/accounts/auth-forms-loader.ts';
import { AUTH_TEXT } from '#client/features/accounts/auth-messages.ts';
import { authTarget } from '#client/features/accounts/auth-target.ts';
import { CheckEmailScreen, ResetSentScreen } from './auth-screens.tsx';

type Screen =
  { kind: 'signed-up' | 'reset-sent' | 'email-code'; email: string } | { kind: 'two-factor' } | null;

/** Parameters that belong to one visit of a mail link; 'Back to Sign In' drops them all. */
const LINK_PARAMS = ['reset_password', 'token', 'error', 'confirmed', 'provider_error'];

/** The /auth card: sign in, sign up, the two "sent" screens and reset mode. */
export function AuthPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const { EmailCodeForm, TwoFactorForm, SetPasswordForm } = authForms();
  const { params, target, tab, resetToken, resetRequested, linkError, editParams } = useAuthParams();
  const resetMode = resetToken !== null;

  const [screen, setScreen] = useState<Screen>(null);
  const [error, setError] = useState<string | null>(() => {
    if (resetRequested && !resetMode) return AUTH_TEXT.resetLinkInvalid;
    if (params.has('provider_error')) return AUTH_TEXT.providerFailed;
    if (linkError) return AUTH_TEXT.confirmLinkInvalid;
    return null;
  });
  useConfirmedNotice(params.get('confirmed') === 'true' && !linkError, user !== null);

  const backToSignIn = () => {
    setScreen(null);
    setError(null);
    editParams((next) => {
      for (const name of [...LINK_PARAMS, 'tab']) next.delete(name);
    });
  };

  // Everything cached so far was fetched as a visitor; the sign-in query refetches first.
  const onSignedIn = () => queryClient.resetQueries();

  if (user && !resetMode) return <Navigate to={target} replace />;

  return (
    <div className="bg-gradient-to-b from-indigo-950 from-[12rem] to-canvas to-[12rem] px-4 py-10 md:py-16">
      <title>{resetMode ? 'Reset password · Founder Flow' : 'Sign in · Founder Flow'}</title>
      <div className="mx-auto max-w-md rounded-[2rem] border border-stone-200/80 bg-white p-6 shadow-xl shadow-indigo-950/10 sm:p-8">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-indigo-950">Welcome</h1>
          <p className="mt-1 text-stone-600">
            {resetMode ? 'Reset your password to continue' : 'Sign in to continue your coaching journey'}
          </p>
        </div>

        {error && <ErrorNotice size="inline" className="mt-6" message={error} />}

        <div className="mt-6">
          {screen?.kind === 'email-code' ? (
            <EmailCodeForm initialEmail={screen.email} onSignedIn={onSignedIn} onBack={backToSignIn} />
          ) : screen?.kind === 'two-factor' ? (
            <TwoFactorForm onSignedIn={onSignedIn} onBack={backToSignIn} />
          ) : screen?.kind === 'signed-up' ? (
            <CheckEmailScreen email={screen.email} onBack={backToSignIn} />
          ) : screen?.kind === 'reset-sent' ? (
            <ResetSentScreen email={screen.email} onBack={backToSignIn} />
          ) : resetToken !== null ? (
            <>
              <SetPasswordForm
                token={resetToken}
                onError={setError}
                onDone={() => {
                  setError(null);
                  void navigate('/auth', { replace: true });
                }}
                onInvalidLink={(message) => {
                  editParams((next) => next.delete('token'));
                  setError(message);
                }}
              />
              <Button variant="outline" className="mt-3 w-full" onClick={backToSignIn}>
                Back to Sign In
              </Button>
            </>
          ) : (
            <SignInOrSignUp
              target={target}
              tab={tab}
              error={error}
              setError={setError}
              setScreen={setScreen}
              editParams={editParams}
              onSignedIn={onSignedIn}
            />
          )}
        </div>
      </div>
    </div>
  );
}

type EditParams = (edit: (next: URLSearchParams) => void) => void;

/** The Sign In and Sign Up tabs, and the identity providers under Sign In. */
function SignInOrSignUp({
  target,
  tab,
  error,
  setError,
  setScreen,
  editParams,
  onSignedIn,
}: {
  target: string;
  tab: 'signin' | 'signup';
  error: string | null;
  setError: (message: string | null) => void;
  setScreen: (screen: Screen) => void;
  editParams: EditParams;
  onSignedIn: () => Promise<void>;
}) {
  const { AuthTabs, SignInForm, SignUpForm, ProviderButtons } = authForms();
  const selectTab = (value: 'signin' | 'signup') => {
    setError(null);
    editParams((next) => {
      if (value === 'signup') next.set('tab', 'signup');
      else next.delete('tab');
    });
  };
  return (
    <AuthTabs
      tab={tab}
      onTabChange={selectTab}
      signIn={
        <>
          <SignInForm
            target={target}
            error={error}
            onError={setError}
            onSignedIn={onSignedIn}
            onTwoFactor={() => setScreen({ kind: 'two-factor' })}
            onUseEmailCode={(email) => {
              setError(null);
              setScreen({ kind: 'email-code', email });
            }}
            onResetSent={(email) => {
              editParams((next) => {
                for (const name of LINK_PARAMS) next.delete(name);
              });
              setScreen({ kind: 'reset-sent', email });
            }}
          />
          <ProviderButtons target={target} onError={setError} />
        </>
      }
      signUp={
        <SignUpForm
          target={target}
          onError={setError}
          onSignedUp={(email) => setScreen({ kind: 'signed-up', email })}
        />
      }
    />
  );
}

/** What the address says: where to go after signing in, the tab, and a mail link's parameters. */
function useAuthParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const resetRequested = params.get('reset_password') === 'true';
  const token = params.get('token');
  const linkError = params.get('error');
  const editParams: EditParams = (edit) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true },
    );
  return {
    params,
    target: authTarget(params.get('redirect'), location.state),
    tab: params.get('tab') === 'signup' ? ('signup' as const) : ('signin' as const),
    /** The reset link's token, when the link asks for a new password and nothing is wrong with it. */
    resetToken: resetRequested && token !== null && !linkError ? token : null,
    resetRequested,
    linkError,
    editParams,
  };
}

/**
 * A confirmed address lands here from the mail (the link's callback), signed in by the link, and
 * goes on to its target; say so once. (Signed out here means the account was confirmed before, or
 * in another browser: then it signs in.)
 */
function useConfirmedNotice(confirmed: boolean, signedIn: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (!confirmed || shown.current) return;
    shown.current = true;
    void notifyAuth(
      'success',
      'Email confirmed',
      signedIn ? 'Welcome to Founder Flow. You are signed in.' : 'You can now sign in.',
    );
  }, [confirmed, signedIn]);
}
