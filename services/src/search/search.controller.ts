import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { searchQuerySchema, type SearchHit } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from '../platform/http/access';
import { ApiQuerySchema, ApiReadModel } from '../platform/http/openapi';
import { SchemaPipe } from '../platform/http/validation';
import { SearchRecordsQuery } from './search-records.query';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly records: SearchRecordsQuery) {}

  /** The command palette (staff): records by id, code, order or tracking number, name or phone. */
  @Get('get')
  @Access('admin')
  @ApiQuerySchema(searchQuerySchema)
  @ApiReadModel()
  search(@Query(new SchemaPipe(searchQuerySchema)) query: z.output<typeof searchQuerySchema>): Promise<SearchHit[]> {
    return this.records.search(query);
  }
}
