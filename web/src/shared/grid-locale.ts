import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, viVN } from '@mui/x-data-grid/locales';

/** The Vietnamese grid locale leaves its page counter and column menu labels in English. */
const vietnamese: Partial<GridLocaleText> = {
  ...viVN.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} trên ${count === -1 ? `hơn ${to}` : count}`,
  columnMenuAriaLabel: (columnName) => `Menu cột ${columnName}`,
};

/**
 * The DataGrid's own texts in the reader's language. They sit with the grid rather than in the
 * theme, so the grid's code loads with the first list, not with the shell.
 */
export const gridLocaleText = (language: string): Partial<GridLocaleText> =>
  language === 'vi' ? vietnamese : enUS.components.MuiDataGrid.defaultProps.localeText;
