import { Controller, useFormContext } from 'react-hook-form';
import { Switch } from '#client/features/journal/components/switch.tsx';
import { MoodPicker } from './mood-picker.tsx';
import { TagInput } from './tag-input.tsx';

/** The choices an entry's form holds besides its words. */
type EntryChoiceValues = { mood: number | null; tags: string[]; aiOptOut: boolean };

/**
 * An entry's mood, tags and whether AI may read it, as the new-entry form and the entry editor both
 * ask them (inside a `Form` holding those three values).
 */
export function EntryChoices() {
  const { control } = useFormContext<EntryChoiceValues>();
  return (
    <>
      <Controller
        control={control}
        name="mood"
        render={({ field }) => <MoodPicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <div>
            <TagInput tags={field.value} onChange={field.onChange} />
            {fieldState.error ? (
              <p className="mt-1.5 text-sm text-red-700">{fieldState.error.message}</p>
            ) : null}
          </div>
        )}
      />
      <Controller
        control={control}
        name="aiOptOut"
        render={({ field }) => (
          <Switch
            label="Keep this entry away from AI"
            hint="The Owl will not read it, and it is never sent to an AI provider."
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
