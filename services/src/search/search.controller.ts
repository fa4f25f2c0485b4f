import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { searchQuerySchema, type SearchHit } from '@cargo/contracts';
import type { z } from 'zod';
import { QuerySchema } from '../platform/http/openapi';
import { SearchRecordsQuery } from './search-records.query';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CurrentUser } from '../platform/http/request-context';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly records: SearchRecordsQuery) {}

  /** The command palette (staff): records by id, code, order or tracking number, name or phone. */
  @QueryEndpoint({ get: 'get', access: 'admin' })
  search(@QuerySchema(searchQuerySchema) query: z.output<typeof searchQuerySchema>, @CurrentUser() user: AuthenticatedUser): Promise<SearchHit[]> {
    return this.records.search(query, user.permissions);
  }
}
