import { CommandHandler } from '@nestjs/cqrs';
import { EXCHANGE_RATES_STREAM, type setExchangeRateSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { exchangeRateDecider } from './exchange-rate.decider';

export class SetExchangeRateCommand extends Command<z.output<typeof setExchangeRateSchema>> {}

/** Root sets dong per dollar from a day on; the receipt's id is that day as a number (20261125: rates have no id of their own). */
@CommandHandler(SetExchangeRateCommand)
export class SetExchangeRateHandler extends StreamCommandHandler<z.output<typeof setExchangeRateSchema>> {
  protected write(rate: z.output<typeof setExchangeRateSchema>): StreamWrite {
    return onStream(EXCHANGE_RATES_STREAM, exchangeRateDecider, { type: 'SetExchangeRate', data: rate }, Number(rate.effectiveDate.replaceAll('-', '')));
  }
}
