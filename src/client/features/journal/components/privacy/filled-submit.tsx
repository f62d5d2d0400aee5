import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '#client/components/ui/form.tsx';

/** A memory form's submit button, offered once the memory has some text. */
export function FilledSubmit({ size, children }: { size?: 'sm'; children: ReactNode }) {
  const text = useWatch<{ text: string }, 'text'>({ name: 'text' });
  return (
    <SubmitButton size={size} disabled={text.trim() === ''}>
      {children}
    </SubmitButton>
  );
}
