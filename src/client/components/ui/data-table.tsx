import type { Key, ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Added to the column's header and cells (a width, right alignment). */
  className?: string;
}

const th = 'border-b border-stone-200 bg-stone-50 px-4 py-3 font-semibold text-indigo-950';
const td = 'border-b border-stone-100 px-4 py-3 align-top text-stone-800';

/**
 * A table of rows in a card that scrolls sideways on a narrow screen, or the `empty` text in a
 * dashed card when there are no rows.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  className,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  empty?: ReactNode;
  /** The table's name, read by screen readers (a visually hidden caption). */
  caption?: string;
  className?: string;
}) {
  if (rows.length === 0 && empty !== undefined) {
    return (
      <Card as="p" variant="dashed" className={className}>
        {empty}
      </Card>
    );
  }
  return (
    <Card padding="none" className={cn('overflow-x-auto', className)}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn(th, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) => (
                <td key={i} className={cn(td, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
