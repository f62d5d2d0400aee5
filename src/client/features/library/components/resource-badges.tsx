import { BookOpen, FileDown, Lock, Sparkles } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { RESOURCE_TOPIC_LABELS, type ResourceKind } from '#shared/library.ts';
import type { ResourceCard } from '#shared/schemas/library.ts';

const KIND = {
  guide: { label: 'Guide', Icon: BookOpen, tone: 'indigo' },
  template: { label: 'Template', Icon: FileDown, tone: 'teal' },
  prompt: { label: 'AI prompt', Icon: Sparkles, tone: 'indigo' },
} as const satisfies Record<ResourceKind, { label: string; Icon: unknown; tone: 'indigo' | 'teal' }>;

/** The kind (with its icon), the topic and, for premium resources, a 'Premium' mark. */
export function ResourceBadges({ resource, className }: { resource: ResourceCard; className?: string }) {
  const kind = KIND[resource.kind];
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Badge tone={kind.tone}>
        <kind.Icon aria-hidden="true" />
        {kind.label}
      </Badge>
      <Badge>{RESOURCE_TOPIC_LABELS[resource.topic]}</Badge>
      {resource.isPremium ? (
        <Badge tone="warm">
          <Lock aria-hidden="true" />
          Premium
        </Badge>
      ) : null}
    </div>
  );
}

/** '6 min read', or what the download is ('Excel spreadsheet · 11 KB'). */
export function resourceFacts(resource: ResourceCard): string {
  if (!resource.file) return `${resource.readMinutes} min read`;
  const format = { xlsx: 'Excel spreadsheet', docx: 'Word document', pdf: 'Printable PDF' }[
    resource.file.format
  ];
  return `${format} · ${Math.max(1, Math.round(resource.file.size / 1024))} KB`;
}
