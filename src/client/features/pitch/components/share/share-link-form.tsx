import { Link2Off } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { SelectField, TextField } from '#client/components/ui/form-fields.tsx';
import { SHARE_PASSWORD_MIN, shareCreateSchema, type ShareCreate } from '#shared/schemas/pitch.ts';

const EXPIRY = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
] as const;

export const FOLLOWS_CHOICES = [
  { value: 'latest', label: 'Always the latest version' },
  { value: 'pinned', label: 'This version only' },
] as const;

/**
 * The select's text as the route takes it: no expiry is null, not an empty string. The form also
 * hands over its default (null) as it is, which must not become 0 days.
 */
const daysOf = (value: string | null) => (value ? Number(value) : null);
/** An empty password field means an open link. */
const passwordOf = (value: string | null) => value || null;

/** Making a link (when it stops working, a password, which version it shows), and revoking the one there is. */
export function ShareLinkForm({
  hasLink,
  creating,
  revoking,
  onCreate,
  onRevoke,
}: {
  /** A link is active, so making one replaces it. */
  hasLink: boolean;
  creating: boolean;
  revoking: boolean;
  onCreate: (body: ShareCreate) => void;
  onRevoke: () => void;
}) {
  return (
    <Form
      schema={shareCreateSchema}
      defaultValues={{ expiresInDays: null, password: null, follows: 'latest' }}
      onSubmit={onCreate}
      className="grid gap-3 sm:grid-cols-2"
    >
      <SelectField
        name="expiresInDays"
        label="Link expires"
        selectClassName="block w-full"
        registerOptions={{ setValueAs: daysOf }}
      >
        {EXPIRY.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField name="follows" label="Viewers see" selectClassName="block w-full">
        {FOLLOWS_CHOICES.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        name="password"
        label="Password (optional)"
        type="password"
        autoComplete="new-password"
        hint={`At least ${SHARE_PASSWORD_MIN} characters; empty for an open link.`}
        registerOptions={{ setValueAs: passwordOf }}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={creating}>
          {hasLink ? 'Make a new link' : 'Create link'}
        </Button>
        {hasLink ? (
          <Button variant="outline" onClick={onRevoke} disabled={revoking}>
            <Link2Off aria-hidden="true" />
            Revoke
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
