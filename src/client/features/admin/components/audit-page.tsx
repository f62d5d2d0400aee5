import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ACTIONS } from '#shared/schemas/admin.ts';
import { auditQuery } from '#client/features/admin/api/admin-api.ts';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { formatDateTime, Pager, PageTitle } from './ui.tsx';

const LIMIT = 25;

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Every admin write, newest first; read-only by design. */
export function AuditPage() {
  const [action, setAction] = useState('');
  const [offset, setOffset] = useState(0);
  const audit = useQuery(auditQuery({ action: action || undefined, limit: LIMIT, offset }));
  return (
    <section>
      <PageTitle title="Audit log" />
      <label className="mb-4 flex max-w-xs flex-col text-xs font-medium text-stone-600">
        Action
        <Select
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setOffset(0);
          }}
        >
          <option value="">Any</option>
          {Object.entries(AUDIT_ACTIONS).map(([group, actions]) => (
            <optgroup key={group} label={group}>
              {actions.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </optgroup>
          ))}
        </Select>
      </label>
      <QueryState
        query={audit}
        isEmpty={audit.data?.items.length === 0}
        empty="No admin changes recorded yet."
      >
        <DataTable
          columns={[
            {
              header: 'When',
              cell: (e) => (
                <>
                  {formatDateTime(e.createdAt)}
                  <div className="text-xs text-stone-500">{e.ipAddress ?? ''}</div>
                </>
              ),
            },
            { header: 'Who', cell: (e) => e.actorEmail },
            {
              header: 'What',
              cell: (e) => (
                <>
                  <span className="font-semibold">{e.action}</span>
                  <div className="break-all text-xs text-stone-500">
                    {e.targetType} {e.targetId}
                  </div>
                </>
              ),
            },
            {
              header: 'Change',
              cell: (e) => (
                <details>
                  <summary className="cursor-pointer text-teal-800">Before → after</summary>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <pre className="max-h-64 overflow-auto rounded-xl bg-stone-50 p-2 text-xs">
                      {show(e.before)}
                    </pre>
                    <pre className="max-h-64 overflow-auto rounded-xl bg-stone-50 p-2 text-xs">
                      {show(e.after)}
                    </pre>
                  </div>
                </details>
              ),
            },
          ]}
          rows={audit.data?.items ?? []}
          rowKey={(e) => e.id}
        />
        <Pager offset={offset} limit={LIMIT} total={audit.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
