import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notify } from '#client/lib/notify.ts';
import { downloadExport, type ExportFormat } from '#client/features/pitch/api/download-export.ts';
import { PremiumUpsell } from '#client/features/pitch/components/premium-upsell.tsx';

/**
 * PPTX (Premium) and PDF downloads of the deck as saved. Changes still on their way are sent first
 * (`beforeExport`), so the file holds what is on screen.
 */
export function ExportButtons({
  deckId,
  title,
  beforeExport,
}: {
  deckId: string;
  title: string;
  beforeExport: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [upsell, setUpsell] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await beforeExport();
      await downloadExport(deckId, title, format);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'premium_required') setUpsell(true);
      else
        void notify('error', 'The file could not be made', {
          description: error instanceof Error ? error.message : String(error),
        });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void run('pptx')} disabled={busy !== null}>
        <FileDown aria-hidden="true" />
        {busy === 'pptx' ? 'Making PowerPoint…' : 'PowerPoint'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void run('pdf')} disabled={busy !== null}>
        <FileDown aria-hidden="true" />
        {busy === 'pdf' ? 'Making PDF…' : 'PDF'}
      </Button>
      <Dialog open={upsell} onClose={() => setUpsell(false)} title="Export to PowerPoint">
        <div className="mt-4">
          <PremiumUpsell reason="pptx" headingLevel={3} />
        </div>
      </Dialog>
    </>
  );
}
