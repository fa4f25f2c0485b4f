import { CommandHandler } from '@nestjs/cqrs';
import { today } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { consolidate, type ConsolidatedShipment, type Consolidation } from './consolidate.use-case';

type ConsolidationForm = Omit<Consolidation, 'today'>;
export class ConsolidateCommand extends Command<ConsolidationForm> {}

@CommandHandler(ConsolidateCommand)
export class ConsolidateHandler extends UseCaseHandler<ConsolidationForm, Consolidation, ConsolidatedShipment> {
  protected readonly useCase = consolidate;
  protected input = (consolidation: ConsolidationForm): Consolidation => ({ ...consolidation, today: today() });
  protected idOf = (record: ConsolidatedShipment) => record.shipmentId;
}
