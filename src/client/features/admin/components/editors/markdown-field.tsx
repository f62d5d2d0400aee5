import { useState, type ComponentProps, type Ref } from 'react';
import { PROSE } from '#client/components/prose.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { cn } from '#client/lib/utils.ts';
import { previewMarkdown } from '#client/features/admin/api/editors-api.ts';
import { TextArea } from '#client/features/admin/components/form-controls.tsx';
import { errorText } from '#client/features/admin/components/ui.tsx';

type Props = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  /** The current text, to preview. */
  value: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A Markdown body with a preview drawn by the server's own renderer (the HTML readers will get,
 * sanitised), so what the admin sees is what is published.
 */
export function MarkdownField({ label, error, value, ...props }: Props) {
  const [preview, setPreview] = useState<{ html?: string; error?: unknown; loading: boolean } | null>(null);
  const show = () => {
    setPreview({ loading: true });
    previewMarkdown(value).then(
      ({ html }) => setPreview({ html, loading: false }),
      (e: unknown) => setPreview({ error: e, loading: false }),
    );
  };
  return (
    <div className="space-y-2">
      <TextArea
        label={label}
        rows={14}
        hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…)."
        error={error}
        className="font-mono"
        {...props}
      />
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={show} disabled={preview?.loading}>
          {preview?.loading ? 'Drawing the preview…' : preview ? 'Refresh preview' : 'Preview'}
        </Button>
        {preview ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setPreview(null)}>
            Hide preview
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {preview?.error ? <ErrorNotice size="inline" {...errorText(preview.error)} /> : null}
        {preview?.html !== undefined ? (
          <section aria-label="Preview" className="rounded-2xl border border-dashed border-stone-300 p-4">
            <div className={cn(PROSE)} dangerouslySetInnerHTML={{ __html: preview.html }} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
