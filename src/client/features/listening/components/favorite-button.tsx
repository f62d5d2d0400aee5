import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { useToggleFavorite } from '#client/features/listening/api/my-session.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { notify } from '#client/lib/notify.ts';
import { cn } from '#client/lib/utils.ts';

/** The favourite toggle. Visitors store nothing and get a gentle invitation to sign in. */
export function FavoriteButton({ sessionId, favorite }: { sessionId: string; favorite: boolean | null }) {
  const toggle = useToggleFavorite(sessionId);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = favorite !== null;

  const onClick = () => {
    if (!signedIn) {
      void notify('info', 'Sign in to save favourites', {
        description: 'Your favourites follow you to every device once you have an account.',
        action: { label: 'Sign in', onClick: () => void navigate(signInHref(pathname + search)) },
      });
      return;
    }
    toggle.mutate(!favorite, {
      onError: () =>
        void notify('error', 'Favourite not saved', {
          description: 'Please check your connection and try again.',
        }),
    });
  };

  return (
    <Button variant="outline" size="lg" aria-pressed={favorite === true} onClick={onClick}>
      <Heart aria-hidden="true" className={cn(favorite && 'fill-rose-500 text-rose-500')} />
      {favorite ? 'Favourited' : 'Add to favourites'}
    </Button>
  );
}
