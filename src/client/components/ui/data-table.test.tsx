// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '#client/components/ui/data-table.tsx';
import { defined } from '#shared/testing/defined.ts';

afterEach(cleanup);

const columns = [
  { header: 'Name', cell: (u: { id: string; name: string; role: string }) => u.name },
  { header: 'Role', cell: (u: { id: string; name: string; role: string }) => u.role },
];

describe('DataTable', () => {
  it('renders a header row and one row per item', () => {
    render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={[
          { id: '1', name: 'Ada', role: 'admin' },
          { id: '2', name: 'Bo', role: 'user' },
        ]}
        rowKey={(u) => u.id}
        empty="Nobody yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(defined(rows[2], 'the second body row'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Bo', 'user']);
  });

  it('shows the empty text instead of a table when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(u) => u.id} empty="Nobody yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
  });
});
