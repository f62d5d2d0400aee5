import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { PROSE } from '#client/components/prose.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { errorText } from '#client/components/ui/query-state.tsx';
import { cn } from '#client/lib/utils.ts';
import { previewMarkdown } from '#client/features/admin/api/editors-api.ts';

/**
 * A Markdown body with a preview drawn by the server's own renderer (the HTML readers will get,
 * sanitised), so what the admin sees is what is published.
 */
export function MarkdownField({ name, label }: { name: string; label: string }) {
  const form = useFormContext();
  const [preview, setPreview] = useState<{ html?: string; error?: unknown; loading: boolean } | null>(null);
  const show = () => {
    setPreview({ loading: true });
    previewMarkdown(String(form.getValues(name) ?? '')).then(
      ({ html }) => setPreview({ html, loading: false }),
      (e: unknown) => setPreview({ error: e, loading: false }),
    );
  };
  return (
    <div className="space-y-2">
      <TextareaField
        name={name}
        label={label}
        rows={14}
        hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…)."
        textareaClassName="font-mono"
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
