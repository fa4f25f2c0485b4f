import type ExcelJS from 'exceljs';
import { spreadsheetText, type FieldGroup } from '@cargo/contracts';

/**
 * A workbook as the base64 the report replies carry. Every text cell is neutralised first
 * (`spreadsheetText`), as in the CSV exports: a name or description typed as "=..." stays text,
 * should the sheet be saved again as CSV. Numbers stay numbers.
 */
export async function encodeWorkbook(workbook: ExcelJS.Workbook): Promise<string> {
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = spreadsheetText(cell.value);
      }),
    ),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** A report's columns its reader's roles let them see: a column of a hidden field group is left out, header and all. */
export function visibleColumns<C extends string>(columns: readonly C[], groups: Partial<Record<C, FieldGroup>>, hidden: readonly FieldGroup[]): C[] {
  return columns.filter((column) => {
    const group = groups[column];
    return group === undefined || !hidden.includes(group);
  });
}
