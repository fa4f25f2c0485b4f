import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { productRankingsSchema, type ProductRanking } from '@cargo/contracts';
import type { z } from 'zod';
import { QueryEndpoint } from '../../platform/http/query-endpoint';
import { SchemaPipe } from '../../platform/http/validation';
import { ProductRankingsQuery } from './product-rankings.query';

/** The best sellers, on the product screens' route: counted from the orders, so ordering answers it (catalog never reads orders). */
@ApiTags('product')
@Controller('product')
export class ProductRankingsController {
  constructor(private readonly rankingsQuery: ProductRankingsQuery) {}

  /** The best-selling products of a period (units in the orders placed from startDate to endDate). */
  @QueryEndpoint({ post: 'get/rankings', access: 'admin', body: productRankingsSchema })
  rankings(@Body(new SchemaPipe(productRankingsSchema)) range: z.output<typeof productRankingsSchema>): Promise<ProductRanking[]> {
    return this.rankingsQuery.rankings(range);
  }
}
