import { Link } from 'react-router';
import { formatDate, table, tableWrap, td, th } from '#client/features/admin/components/ui.tsx';

export type ContentRow = {
  id: string;
  title: string;
  detail: string;
  publishedAt: string;
  isPublished: boolean;
};

/** News posts or library resources: title, what it is, status and date, each linking to its editor. */
export function ContentTable({ rows, base, caption }: { rows: ContentRow[]; base: string; caption: string }) {
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Title
            </th>
            <th scope="col" className={th}>
              Kind
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Date
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>
                <Link to={`${base}/${row.id}`} className="font-semibold text-teal-800 underline">
                  {row.title}
                </Link>
              </td>
              <td className={td}>{row.detail}</td>
              <td className={td}>
                {row.isPublished ? (
                  new Date(row.publishedAt) > new Date() ? (
                    'Scheduled'
                  ) : (
                    'Published'
                  )
                ) : (
                  <span className="font-semibold text-amber-800">Unpublished</span>
                )}
              </td>
              <td className={td}>{formatDate(row.publishedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An ISO instant as the value of a datetime-local input (the admin's own clock), and back. */
export const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => new Date(value).toISOString();
