import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchRecordsQuery } from './search-records.query';

@Module({
  controllers: [SearchController],
  providers: [SearchRecordsQuery],
})
export class SearchModule {}
