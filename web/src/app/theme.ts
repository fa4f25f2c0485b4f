import { createTheme } from '@mui/material/styles';
import { enUS as materialEn, viVN as materialVi } from '@mui/material/locale';
import { enUS as gridEn, viVN as gridVi } from '@mui/x-data-grid/locales';

/** The Vietnamese grid locale leaves its page counter and column menu labels in English. */
const gridViComplete = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        localeText: {
          ...gridVi.components.MuiDataGrid.defaultProps.localeText,
          paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            `${from}–${to} trên ${count === -1 ? `hơn ${to}` : count}`,
          columnMenuAriaLabel: (columnName: string) => `Menu cột ${columnName}`,
        },
      },
    },
  },
};

/** The brand theme, with MUI's and the DataGrid's own texts in the reader's language. */
export function themeFor(language: string) {
  const vietnamese = language === 'vi';
  return createTheme(
    {
      palette: { primary: { main: '#0b5394' }, secondary: { main: '#e69138' }, background: { default: '#f5f7fa' } },
      shape: { borderRadius: 8 },
    },
    vietnamese ? materialVi : materialEn,
    vietnamese ? gridViComplete : gridEn,
  );
}
