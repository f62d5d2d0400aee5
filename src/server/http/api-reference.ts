import type { Access } from '#server/auth/guards.ts';
import { escapeHtml } from './html.ts';
import { ACCESS_LABELS } from './openapi-operations.ts';

/**
 * The reference page at /api/docs, rendered on the server from the OpenAPI document: no script and
 * nothing fetched from elsewhere, so it works offline and under the app's strict CSP.
 */
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  'x-access'?: Access;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: { type?: string; enum?: unknown[] };
  }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
};
type Document = { info: { title: string; version: string }; paths?: object };

const escape = escapeHtml;

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => {
      const type = p.schema?.enum ? p.schema.enum.join(' | ') : (p.schema?.type ?? '');
      return `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(type)}</td><td>${p.required ? 'required' : ''}</td></tr>`;
    })
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}</li>`)
    .join('');
  return `<section class="op">
  <h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>/api${escape(path)}</code>
  <span class="access" title="Who may call it">${escape(op['x-access'] ? ACCESS_LABELS[op['x-access']] : '')}</span></h3>
  ${op.operationId ? `<p class="muted">Operation <code>${escape(op.operationId)}</code></p>` : ''}
  <p>${escape(op.summary)}</p>${op.description ? `<p class="muted">${escape(op.description)}</p>` : ''}
  ${params ? `<table><tr><th>parameter</th><th>in</th><th>type</th><th></th></tr>${params}</table>` : ''}
  <ul>${responses}</ul>
</section>`;
}

export function renderApiReference(doc: Document): string {
  const byTag = new Map<string, string[]>();
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1e1b4b}
h1{margin-bottom:.25rem} h2{margin-top:2rem;border-bottom:1px solid #e7e5e4}
.op{border:1px solid #e7e5e4;border-radius:.75rem;padding:.5rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.method{font-size:.75rem;padding:.1rem .5rem;border-radius:.4rem;background:#e0e7ff}
.method.post,.method.put,.method.patch{background:#ccfbf1} .method.delete{background:#ffe4e6}
.access{margin-left:auto;font-size:.75rem;color:#57534e}
.muted{color:#57534e} table{border-collapse:collapse;font-size:.875rem} td,th{padding:.2rem .75rem .2rem 0;text-align:left}
</style></head><body>
<h1>${escape(doc.info.title)}</h1>
<p class="muted">Version ${escape(doc.info.version)}. Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.
Errors are always <code>{ "error": { "code", "message" } }</code>.</p>
<h2>Who may call what</h2>
<p>Each operation says who may call it: <strong>${ACCESS_LABELS.public}</strong> (no sign-in),
<strong>${ACCESS_LABELS.user}</strong>, <strong>${ACCESS_LABELS.subscriber}</strong> or <strong>${ACCESS_LABELS.admin}</strong>.
A browser proves who it is with the session cookie that signing in sets (<code>/api/auth/sign-in/email</code>, under Auth below);
an API client sends the signed token from the sign-in answer's <code>set-auth-token</code> header as <code>Authorization: Bearer …</code>.
Writes that carry the cookie must also send the app's own <code>Origin</code>. Refusals: 401 when not signed in, 403 when signed in without the role.</p>
${sections}
</body></html>`;
}
