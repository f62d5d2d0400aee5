import { CircleCheck } from 'lucide-react';
import { cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { notify } from '#client/lib/notify.ts';
import { WHEEL_NOTE_MAX, wheelInputSchema, type WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { useSaveWheel } from '#client/features/pages/api/wheel-of-life.ts';

/** The note saved with the scores (the scores come from the sliders above). */
const noteSchema = wheelInputSchema.pick({ note: true });

/** Saving the wheel on the sliders to the user's history, with an optional note. */
export function WheelSaveForm({
  userId,
  scores,
  onSaved,
}: {
  userId: string;
  scores: WheelScores;
  onSaved: () => void;
}) {
  const save = useSaveWheel(userId);
  return (
    <Form
      schema={noteSchema}
      defaultValues={{ note: '' }}
      pending={save.isPending}
      onSubmit={({ note }, form) =>
        save.mutate(
          { scores, note },
          {
            onSuccess: () => {
              form.reset();
              onSaved();
              void notify('success', 'Wheel saved', { description: 'It is in your history below.' });
            },
          },
        )
      }
      className={cardVariants()}
    >
      <TextareaField
        name="note"
        label={
          <>
            A note for future you <span className="font-normal text-stone-600">(optional)</span>
          </>
        }
        rows={3}
        maxLength={WHEEL_NOTE_MAX}
        placeholder="What is behind the lowest score? What would make it one point higher?"
      />
      {save.error ? (
        <ErrorNotice size="inline" className="mt-4" title="Wheel not saved" message={save.error.message} />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <SubmitButton size="lg" pendingLabel="Saving…">
          Save this wheel
        </SubmitButton>
        {save.isSuccess && !save.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            Saved to your history
          </p>
        ) : null}
      </div>
    </Form>
  );
}
