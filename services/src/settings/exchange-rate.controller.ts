import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  exchangeRateChartSchema,
  exchangeRateQuerySchema,
  setExchangeRateSchema,
  type CommandReceipt,
  type ExchangeRateView,
  type Page,
  type RateInForce,
} from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx } from '../platform/http/request-context';
import { SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { ExchangeRateQueries } from './exchange-rate.queries';
import { ExchangeRates } from './exchange-rates';
import { SetExchangeRateCommand } from './set-exchange-rate.handler';

/** Dated exchange rates: root sets them; staff read them (the cart reads today's through `order/exchange-rate`). */
@ApiTags('exchange-rate')
@Controller('exchange-rate')
export class ExchangeRateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ExchangeRateQueries,
    private readonly rates: ExchangeRates,
  ) {}

  @CommandEndpoint({ post: 'add', access: 'root', body: setExchangeRateSchema })
  set(@Body(new SchemaPipe(setExchangeRateSchema)) body: z.output<typeof setExchangeRateSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new SetExchangeRateCommand(body, context));
  }

  @QueryEndpoint({ get: 'get', access: 'admin' })
  history(@QuerySchema(exchangeRateQuerySchema) query: z.output<typeof exchangeRateQuerySchema>): Promise<Page<ExchangeRateView>> {
    return this.queries.page(query.page, query.pageSize);
  }

  @QueryEndpoint({ get: 'get/chart', access: 'admin' })
  chart(@QuerySchema(exchangeRateChartSchema) query: z.output<typeof exchangeRateChartSchema>): Promise<ExchangeRateView[]> {
    return this.queries.chart(query.from, query.to);
  }

  /** The rate in force today, from the rates stream. */
  @QueryEndpoint({ get: 'get/today', access: 'admin' })
  inForce(): Promise<RateInForce> {
    return this.rates.on();
  }
}
