import { Link2Off } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { shareCreateSchema, type ShareCreate } from '#shared/schemas/pitch.ts';

const EXPIRY = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
] as const;

/**
 * The select's text as the route takes it: no expiry is null, not an empty string. The form also
 * hands over its default (null) as it is, which must not become 0 days.
 */
const daysOf = (value: string | null) => (value ? Number(value) : null);

/** Making a link (with when it stops working), and revoking the one there is. */
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
      defaultValues={{ expiresInDays: null }}
      onSubmit={onCreate}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        name="expiresInDays"
        label="Link expires"
        className="min-w-40"
        selectClassName="block w-full"
        registerOptions={{ setValueAs: daysOf }}
      >
        {EXPIRY.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={creating}>
        {hasLink ? 'Make a new link' : 'Create link'}
      </Button>
      {hasLink ? (
        <Button variant="outline" onClick={onRevoke} disabled={revoking}>
          <Link2Off aria-hidden="true" />
          Revoke
        </Button>
      ) : null}
    </Form>
  );
}
