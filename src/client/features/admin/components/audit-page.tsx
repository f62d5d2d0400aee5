import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ACTIONS } from '#shared/schemas/admin.ts';
import { auditQuery } from '#client/features/admin/api/admin-api.ts';
import {
  formatDateTime,
  Pager,
  PageTitle,
  QueryState,
  selectClass,
  table,
  tableWrap,
  td,
  th,
} from './ui.tsx';

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
        <select
          className={selectClass}
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
        </select>
      </label>
      <QueryState
        query={audit}
        isEmpty={audit.data?.items.length === 0}
        empty="No admin changes recorded yet."
      >
        <div className={tableWrap}>
          <table className={table}>
            <thead>
              <tr>
                <th className={th}>When</th>
                <th className={th}>Who</th>
                <th className={th}>What</th>
                <th className={th}>Change</th>
              </tr>
            </thead>
            <tbody>
              {audit.data?.items.map((e) => (
                <tr key={e.id}>
                  <td className={td}>
                    {formatDateTime(e.createdAt)}
                    <div className="text-xs text-stone-500">{e.ipAddress ?? ''}</div>
                  </td>
                  <td className={td}>{e.actorEmail}</td>
                  <td className={td}>
                    <span className="font-semibold">{e.action}</span>
                    <div className="break-all text-xs text-stone-500">
                      {e.targetType} {e.targetId}
                    </div>
                  </td>
                  <td className={td}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager offset={offset} limit={LIMIT} total={audit.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
