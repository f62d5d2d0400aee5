// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';

afterEach(cleanup);

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  body: z.string().max(5, 'At most 5 characters'),
  kind: z.enum(['article', 'video']),
  tags: z.array(z.string()),
  premium: z.boolean(),
});
const defaults = { title: '', body: '', kind: 'article' as const, tags: [], premium: false };

const describedByTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Editor({
  onSubmit,
  error,
  pending,
}: {
  onSubmit: (values: z.output<typeof schema>) => unknown;
  error?: string;
  pending?: boolean;
}) {
  return (
    <Form schema={schema} defaultValues={defaults} onSubmit={onSubmit} error={error} pending={pending}>
      <TextField name="title" label="Title" hint="Shown in the list." />
      <TextareaField name="body" label="Body" />
      <SelectField name="kind" label="Kind">
        <option value="article">Article</option>
        <option value="video">Video</option>
      </SelectField>
      <CheckboxField name="tags" value="a" label="Tag A" />
      <CheckboxField name="tags" value="b" label="Tag B" />
      <CheckboxField name="premium" label="Premium" />
      <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

describe('Form and its fields', () => {
  it('submits the parsed values of every kind of field', async () => {
    const onSubmit = vi.fn();
    render(<Editor onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Hello ' } });
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'video' } });
    fireEvent.click(screen.getByLabelText('Tag B'));
    fireEvent.click(screen.getByLabelText('Premium'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Hello',
      body: 'Hi',
      kind: 'video',
      tags: ['b'],
      premium: true,
    });
  });

  it("shows each field's message under it, tied to it and marking it invalid", async () => {
    const onSubmit = vi.fn();
    render(<Editor onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Too long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedByTexts(title)).toEqual(['Shown in the list.', 'Title is required']);
    const body = screen.getByLabelText('Body');
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(body)).toEqual(['At most 5 characters']);
    expect(screen.getByLabelText('Kind').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the refusal of the whole form as an alert', () => {
    render(<Editor onSubmit={() => {}} error="Slug already taken" />);
    expect(screen.getByRole('alert').textContent).toBe('Slug already taken');
  });

  it('disables its submit button while the write is pending', () => {
    render(<Editor onSubmit={() => {}} pending />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('disables its submit button while the submit it waits for runs', async () => {
    let finish = () => {};
    const onSubmit = () => new Promise<void>((resolve) => (finish = resolve));
    render(<Editor onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true),
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it("shows a message from outside the form on its field until the field's own check fails", async () => {
    const titleOnly = z.object({ title: z.string().trim().min(1, 'Title is required') });
    render(
      <Form schema={titleOnly} defaultValues={{ title: 'Taken' }} onSubmit={() => {}}>
        <TextField name="title" label="Title" error="That title is taken" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(title)).toEqual(['That title is taken']);
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedByTexts(title)).toEqual(['Title is required']));
  });
});
