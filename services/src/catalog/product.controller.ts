import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from '../platform/http/request';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  addProductSchema,
  actsAsStaff,
  productQuerySchema,
  queryPagingSchema,
  updateProductSchema,
  productTransactionsQuerySchema,
  type CommandReceipt,
  type ProductsReport,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { Access } from '../platform/http/access';
import { hiddenFieldsOf } from '../platform/http/field-access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { ApiSchemaBody, QuerySchema } from '../platform/http/openapi';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddProductCommand } from './add-product.handler';
import { DeleteProductCommand } from './delete-product.handler';
import { RestoreProductCommand } from './restore-product.handler';
import { UpdateProductCommand } from './update-product.handler';
import { ProductQueries } from './product.queries';
import { ProductsReportQuery } from './products-report';
import { languageOf } from '../platform/http/language';
import { AsOfRecord } from '../audit/public';
import { RouteCapability } from '../platform/http/route-operation';
import { Restorable } from '../platform/http/record-removal.endpoints';

const isStaff = (user: AuthenticatedUser | undefined) => actsAsStaff(user ?? null, 'catalog');

@ApiTags('product')
@Controller('product')
export class ProductController extends Restorable({
  access: 'admin',
  remove: (id, context) => new DeleteProductCommand({ productId: id }, context),
  restore: (id, context) => new RestoreProductCommand({ productId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: ProductQueries,
    private readonly report: ProductsReportQuery,
  ) {
    super();
  }

  /** Products.xlsx: every product the filter matches (the store page's), headers and option names in the caller's language. */
  @Post('generate')
  @HttpCode(200)
  @Access('admin')
  @ApiSchemaBody(productQuerySchema)
  @ApiOkResponse({ description: '{ fileName: "Products.xlsx", contentType, base64 }: the workbook, base64-encoded' })
  generate(@Body(new SchemaPipe(productQuerySchema)) query: z.output<typeof productQuerySchema>, @Req() request: Request): Promise<ProductsReport> {
    return this.report.generate(query, languageOf(request), hiddenFieldsOf(request.user as AuthenticatedUser | undefined));
  }

  @CommandEndpoint({ post: 'add', access: 'admin', body: addProductSchema })
  add(@Body(new SchemaPipe(addProductSchema)) body: z.output<typeof addProductSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { usQuantity, vnQuantity, ...details } = body;
    return this.commands.execute(new AddProductCommand({ input: { details, usQuantity, vnQuantity } }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateProductSchema })
  update(@Body(new SchemaPipe(updateProductSchema)) body: z.output<typeof updateProductSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { id, usQuantity, vnQuantity, shownUsQuantity, shownVnQuantity, ...details } = body;
    const shown = shownUsQuantity === undefined || shownVnQuantity === undefined ? undefined : { usQuantity: shownUsQuantity, vnQuantity: shownVnQuantity };
    return this.commands.execute(new UpdateProductCommand({ productId: id, input: { details, usQuantity, vnQuantity, shown } }, context));
  }

  @QueryEndpoint({ post: 'get', access: 'user', body: productQuerySchema })
  @ApiOkResponse({ description: 'Staff get every field; customers get products without stockPrice, unitPrice, averageStockPrice, profit and createdBy' })
  list(@Body(new SchemaPipe(productQuerySchema)) query: z.output<typeof productQuerySchema>, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.queries.list(query, isStaff(user));
  }

  /** The storefront: active products only, without cost fields, for everyone. */
  @QueryEndpoint({ post: 'get/public', access: 'public', body: productQuerySchema })
  listPublic(@Body(new SchemaPipe(productQuerySchema)) query: z.output<typeof productQuerySchema>) {
    return this.queries.list(query, false);
  }

  @QueryEndpoint({ get: 'get/by/category/id/:id', access: 'public' })
  byCategory(@Param('id', IdPipe) id: number, @QuerySchema(queryPagingSchema) paging: z.output<typeof queryPagingSchema>) {
    return this.queries.list(productQuerySchema.parse({ ...paging, lvl1Id: id }), false);
  }

  /** One store's products, a page at a time (the business's own store is 1): staff see every field, others the active products without their cost fields. */
  @QueryEndpoint({ get: 'get/by/store/id/:id', access: 'public' })
  byStore(
    @Param('id', IdPipe) id: number,
    @QuerySchema(queryPagingSchema) paging: z.output<typeof queryPagingSchema>,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ) {
    return this.queries.list(productQuerySchema.parse({ ...paging, storeId: id }), isStaff(user));
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'public' })
  @AsOfRecord('product')
  @ApiOkResponse({ description: 'Staff get every product with every field; others get active products without their cost fields' })
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.queries.byId(id, isStaff(user));
  }

  // Stock moving in and out, priced at what it cost as often as at what it sold for: inventory's readers read it.
  @QueryEndpoint({ get: 'get/transactions/by/id/:id', access: 'admin' })
  @RouteCapability('inventory')
  transactions(@Param('id', IdPipe) id: number, @QuerySchema(productTransactionsQuerySchema) query: z.output<typeof productTransactionsQuerySchema>) {
    return this.queries.transactions(id, query);
  }
}
