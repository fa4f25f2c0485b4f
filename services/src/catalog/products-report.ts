import { Inject, Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import {
  MAX_PAGE_SIZE,
  MINOR_UNITS,
  translate,
  XLSX_CONTENT_TYPE,
  type DropdownView,
  type FieldGroup,
  type Language,
  type MessageKey,
  type productQuerySchema,
  type ProductsReport,
  type ProductView,
} from '@cargo/contracts';
import { DROPDOWNS_COLLECTION, PRODUCTS, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';
import { encodeWorkbook, visibleColumns } from '../platform/xlsx';
import { productFilter } from './product.queries';

type ProductQuery = z.output<typeof productQuerySchema>;

const COLUMNS = [
  'id',
  'title',
  'skuCode',
  'brand',
  'category',
  'type',
  'usQuantity',
  'vnQuantity',
  'quantity',
  'averageStockPrice',
  'unitPrice',
  'retailPrice',
  'discount',
  'salePrice',
  'currency',
  'active',
] as const;
const MONEY = ['averageStockPrice', 'unitPrice', 'retailPrice', 'discount', 'salePrice'] as const;
const GROUPS = { averageStockPrice: 'costs', unitPrice: 'money', retailPrice: 'money', discount: 'money', salePrice: 'money' } as const;

/**
 * The product report: every product the store page's filter matches, read through the product
 * indexes 500 at a time, with brand, category and type by name in the reader's language.
 */
@Injectable()
export class ProductsReportQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** `hidden`: the reader's hidden field groups, whose columns are left out. */
  async generate(query: ProductQuery, language: Language, hidden: readonly FieldGroup[]): Promise<ProductsReport> {
    const names = await this.optionNames(language);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(translate('catalog.report.sheet', language));
    const columns = visibleColumns(COLUMNS, GROUPS, hidden);
    sheet.columns = columns.map((column) => ({
      header: translate(`catalog.report.${column}` as MessageKey, language),
      key: column,
      width: column === 'title' ? 48 : 16,
    }));
    sheet.getRow(1).font = { bold: true };
    const filter = productFilter(query);
    const direction = query.sortDirection === 'asc' ? 1 : -1;
    for await (const products of this.store.pages<ProductView>(PRODUCTS, filter, { [query.sortField]: direction, id: direction }, MAX_PAGE_SIZE)) {
      for (const product of products) this.addRow(sheet, product, names, language, columns);
    }
    return { fileName: 'Products.xlsx', contentType: XLSX_CONTENT_TYPE, base64: await encodeWorkbook(workbook) };
  }

  private addRow(sheet: ExcelJS.Worksheet, product: ProductView, names: Map<string, string>, language: Language, columns: readonly string[]): void {
    const units = MINOR_UNITS[product.currencyId];
    const row = sheet.addRow({
      id: product.id,
      title: product.title,
      skuCode: product.skuCode,
      brand: names.get(`brand:${product.brandId}`) ?? `#${product.brandId}`,
      category: names.get(`category:${product.lvl1Id}`) ?? `#${product.lvl1Id}`,
      type: names.get(`productType:${product.lvl2Id}`) ?? `#${product.lvl2Id}`,
      usQuantity: product.usQuantity,
      vnQuantity: product.vnQuantity,
      quantity: product.quantity,
      // Average stock price is in US cents; the selling prices are in the product's currency.
      averageStockPrice: product.averageStockPrice / MINOR_UNITS.UsDollar,
      unitPrice: product.unitPrice / units,
      retailPrice: product.retailPrice / units,
      discount: product.discount / units,
      salePrice: product.salePrice / units,
      currency: names.get(`currency:${product.currencyId}`) ?? product.currencyId,
      active: translate(product.isActive ? 'catalog.report.yes' : 'catalog.report.no', language),
    });
    for (const column of MONEY.filter((money) => columns.includes(money)))
      row.getCell(column).numFmt = column === 'averageStockPrice' || units === 100 ? '#,##0.00' : '#,##0';
  }

  /** Option names by "dropdown:id" (currency by its custom enum), from the three dropdown documents and the currency one. */
  private async optionNames(language: Language): Promise<Map<string, string>> {
    const dropdowns = (await this.store.find<DropdownView>(DROPDOWNS_COLLECTION, {
      strRef: { $in: ['brand', 'category', 'productType', 'currency'] },
    })) as DropdownView[];
    const names = new Map<string, string>();
    for (const dropdown of dropdowns) {
      for (const option of dropdown.options) {
        names.set(`${dropdown.strRef}:${dropdown.strRef === 'currency' ? option.customEnum : option.id}`, option.displayName[language]);
      }
    }
    return names;
  }
}
