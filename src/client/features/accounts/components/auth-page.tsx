import { Link, useSearchParams } from 'react-router';
import { LogoMark } from '#client/components/brand/logo.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

type AuthTab = 'signin' | 'signup';

/**
 * The /auth card of spec §2. Not lazy-loaded (spec), so it stays small: the sign-in, sign-up and
 * reset forms arrive with the accounts release and replace the panels below.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const resetMode = params.get('reset_password') === 'true';

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signup') updated.set('tab', 'signup');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="bg-gradient-to-b from-indigo-950 from-[12rem] to-canvas to-[12rem] px-4 py-10 md:py-16">
      <title>Sign in · Founder Flow</title>
      <div className="mx-auto max-w-md rounded-[2rem] border border-stone-200/80 bg-white p-6 shadow-xl shadow-indigo-950/10 sm:p-8">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-indigo-950">Welcome</h1>
          <p className="mt-1 text-stone-600">
            {resetMode ? 'Reset your password to continue' : 'Sign in to continue your coaching journey'}
          </p>
        </div>

        <Tabs value={tab} onValueChange={selectTab} className="mt-8">
          <TabsList label="Account">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-6 rounded-2xl">
            <AccountsNotice action="Signing in with your email and password" />
          </TabsContent>
          <TabsContent value="signup" className="mt-6 rounded-2xl">
            <AccountsNotice action="Creating a free account" />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

function AccountsNotice({ action }: { action: string }) {
  return (
    <div className="rounded-2xl bg-indigo-50/70 p-5 text-sm leading-relaxed text-indigo-950">
      <p>
        {action} opens with the accounts release. Until then, the featured sessions on the home page are free
        to play without an account.
      </p>
      <Link to="/" className={buttonVariants({ size: 'sm', className: 'mt-4' })}>
        Listen to featured sessions
      </Link>
    </div>
  );
}
