/**
 * The last pass over the PPTX that pptxgenjs writes: its [Content_Types].xml declares a slide master
 * per slide although it writes one, so parts that do not exist are dropped from it (a strict reader
 * refuses or "repairs" such a file); and every chart point gets its own data label written out
 * ("$45M" beside "$4.2B"), since one number format for a whole chart cannot shorten each value by its
 * own magnitude.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Overrides naming a part the package does not hold are left out. */
function declaredPartsOnly(contentTypes: string, parts: Set<string>): string {
  return contentTypes.replace(/\s*<Override PartName="\/([^"]+)"[^>]*\/>/g, (override, part: string) =>
    parts.has(part) ? override : '',
  );
}

/** One label per point, in the series' own text style, before the series-wide settings. */
function labelPoints(chartXml: string, labels: readonly string[]): string {
  const style = /<c:dLbls>[\s\S]*?<a:defRPr([^>]*?)\/?>/.exec(chartXml)?.[1] ?? '';
  const fill =
    /<c:dLbls>[\s\S]*?<a:defRPr[^>]*>\s*(<a:solidFill>[\s\S]*?<\/a:solidFill>)/.exec(chartXml)?.[1] ?? '';
  const point = (label: string, idx: number) =>
    `<c:dLbl><c:idx val="${idx}"/><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:r>` +
    `<a:rPr lang="en-US"${style.replace(/\s*\/$/, '')}>${fill}</a:rPr><a:t>${escapeXml(label)}</a:t>` +
    `</a:r></a:p></c:rich></c:tx><c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/>` +
    `<c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbl>`;
  // The first <c:dLbls> is the series' own (the chart-wide one follows </c:ser>).
  return chartXml.replace('<c:dLbls>', `<c:dLbls>${labels.map(point).join('')}`);
}

/**
 * The package with undeclared-part overrides removed and, for the Nth chart added, the Nth list of
 * point labels written into it. Directory entries are dropped (a package holds parts only).
 */
export function finishPackage(bytes: Uint8Array, chartLabels: readonly (readonly string[])[]): Uint8Array {
  const files = unzipSync(bytes);
  const out: Zippable = {};
  for (const [name, data] of Object.entries(files)) if (!name.endsWith('/')) out[name] = data;
  const parts = new Set(Object.keys(out));
  const types = out['[Content_Types].xml'];
  if (types instanceof Uint8Array) {
    out['[Content_Types].xml'] = strToU8(declaredPartsOnly(strFromU8(types), parts));
  }
  // pptxgenjs numbers charts from a counter that runs on across presentations, in the order added.
  const charts = Object.keys(out)
    .filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  charts.forEach((name, index) => {
    const chart = out[name];
    const labels = chartLabels[index];
    if (chart instanceof Uint8Array && labels) out[name] = strToU8(labelPoints(strFromU8(chart), labels));
  });
  return zipSync(out, { level: 6 });
}
