/** An XLSX report as the API replies it: the workbook base64-encoded, under the spec's file name. */
export interface WorkbookReply<FileName extends string = string> {
  fileName: FileName;
  contentType: string;
  base64: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
