import { LogOut } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSignOut } from '#client/features/accounts/hooks/use-sign-out.ts';

/** Beside the profile avatar in the header: signs out on this device. */
export function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button
      variant="ghostDark"
      size="icon"
      aria-label="Sign out"
      title="Sign out"
      disabled={pending}
      onClick={signOut}
    >
      <LogOut aria-hidden />
    </Button>
  );
}
