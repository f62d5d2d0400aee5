import { Link } from 'react-router';
import { DataTable, type Column } from '#client/components/ui/data-table.tsx';
import { formatDate } from '#client/features/admin/components/ui.tsx';

export type ContentRow = {
  id: string;
  title: string;
  detail: string;
  publishedAt: string;
  isPublished: boolean;
};

const columns: Column<ContentRow & { base: string }>[] = [
  {
    header: 'Title',
    cell: (row) => (
      <Link to={`${row.base}/${row.id}`} className="font-semibold text-teal-800 underline">
        {row.title}
      </Link>
    ),
  },
  { header: 'Kind', cell: (row) => row.detail },
  {
    header: 'Status',
    cell: (row) =>
      row.isPublished ? (
        new Date(row.publishedAt) > new Date() ? (
          'Scheduled'
        ) : (
          'Published'
        )
      ) : (
        <span className="font-semibold text-amber-800">Unpublished</span>
      ),
  },
  { header: 'Date', cell: (row) => formatDate(row.publishedAt) },
];

/** News posts or library resources: title, what it is, status and date, each linking to its editor. */
export function ContentTable({ rows, base, caption }: { rows: ContentRow[]; base: string; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows.map((row) => ({ ...row, base }))}
      rowKey={(row) => row.id}
    />
  );
}

/** An ISO instant as the value of a datetime-local input (the admin's own clock), and back. */
export const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => new Date(value).toISOString();
