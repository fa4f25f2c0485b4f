import { Link } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

/** The first column of a list: the record's id, linking to its page. */
export function idLinkColumn<Row extends GridValidRowModel & { id: number }>(
  headerName: string,
  pathOf: (id: number) => string,
  testId: string,
): GridColDef<Row> {
  return {
    field: 'id',
    headerName,
    width: 90,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={pathOf(row.id)} data-testid={testId}>
        {row.id}
      </Link>
    ),
  };
}
