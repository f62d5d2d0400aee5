import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { Deck, ShareLink } from '#shared/schemas/pitch.ts';

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The link just made, to copy; or, when it was made before, only that one is active (the server
 * cannot show it again); or that there is none.
 */
export function ShareLinkStatus({
  link,
  share,
  copied,
  onCopy,
}: {
  link: ShareLink | null;
  share: Deck['share'];
  copied: boolean;
  onCopy: () => void;
}) {
  const linkId = useId();
  if (link) {
    return (
      <div className="space-y-2">
        <Label htmlFor={linkId}>Your link</Label>
        <div className="flex gap-2">
          <Input id={linkId} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={onCopy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-sm text-stone-600">
          {link.expiresAt ? `Works until ${day(link.expiresAt)}.` : 'Works until you revoke it.'} Copy it now:
          for your privacy it is shown only once.
        </p>
      </div>
    );
  }
  if (share?.active) {
    return (
      <p className="text-sm text-stone-700">
        A link is active{share.expiresAt ? ` until ${day(share.expiresAt)}` : ''}. Make a new one to copy it
        again; the old one stops working.
      </p>
    );
  }
  return <p className="text-sm text-stone-700">No link is active.</p>;
}
