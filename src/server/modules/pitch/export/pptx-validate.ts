/**
 * What an office suite checks before it opens a PPTX, for tests and the export check: every part
 * [Content_Types].xml overrides exists and has a content type, and every relationship's internal
 * target is a part of the package. Answers the problems found, empty when the package is sound.
 */
import path from 'node:path/posix';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

type Attrs = Record<string, string>;
const list = (value: unknown): Attrs[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (item): item is Attrs => typeof item === 'object' && item !== null,
  );

function readXml(files: Record<string, Uint8Array>, name: string): unknown {
  const data = files[name];
  return data ? parser.parse(strFromU8(data)) : undefined;
}

function child(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null && key in node ? Reflect.get(node, key) : undefined;
}

/** The part a .rels file describes: ppt/slides/_rels/slide1.xml.rels → ppt/slides/slide1.xml. */
function sourceOf(relsName: string): string {
  const dir = path.dirname(path.dirname(relsName));
  const base = path.basename(relsName, '.rels');
  return dir === '.' ? base : path.join(dir, base);
}

export function packageProblems(bytes: Uint8Array): string[] {
  const files = unzipSync(bytes);
  const parts = new Set(Object.keys(files).filter((name) => !name.endsWith('/')));
  const problems: string[] = [];
  const types = child(readXml(files, '[Content_Types].xml'), 'Types');
  if (!types) problems.push('[Content_Types].xml is missing');
  const defaults = new Set(list(child(types, 'Default')).map((item) => item.Extension?.toLowerCase()));
  const overrides = new Set<string>();
  for (const override of list(child(types, 'Override'))) {
    const part = (override.PartName ?? '').replace(/^\//, '');
    overrides.add(part);
    if (!parts.has(part)) problems.push(`[Content_Types].xml declares ${part}, which is not in the package`);
  }
  for (const part of parts) {
    const extension = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
    if (part !== '[Content_Types].xml' && !overrides.has(part) && !defaults.has(extension))
      problems.push(`${part} has no content type`);
  }
  for (const rels of [...parts].filter((name) => name.endsWith('.rels'))) {
    const source = sourceOf(rels);
    const base = rels === '_rels/.rels' ? '' : path.dirname(source);
    for (const rel of list(child(child(readXml(files, rels), 'Relationships'), 'Relationship'))) {
      if (rel.TargetMode === 'External' || !rel.Target) continue;
      const target = rel.Target.startsWith('/') ? rel.Target.slice(1) : path.join(base, rel.Target);
      if (!parts.has(path.normalize(target))) problems.push(`${rels}: ${rel.Id} points at missing ${target}`);
    }
  }
  return problems;
}
