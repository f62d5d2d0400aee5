import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

export type AuthTab = 'signin' | 'signup';

/**
 * Sign In and Sign Up as tabs. It lives with the forms (the /auth route's on-demand chunk) so the
 * tabs primitive never weighs on the landing page.
 */
export function AuthTabs({
  tab,
  onTabChange,
  signIn,
  signUp,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  signIn: ReactNode;
  signUp: ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'signup' ? 'signup' : 'signin')}>
      <TabsList label="Account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="mt-6 rounded-2xl">
        {signIn}
      </TabsContent>
      <TabsContent value="signup" className="mt-6 rounded-2xl">
        {signUp}
      </TabsContent>
    </Tabs>
  );
}
