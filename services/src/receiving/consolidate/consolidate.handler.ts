import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { consolidate, type ConsolidatedShipment, type Consolidation } from './consolidate.use-case';

export class ConsolidateCommand extends Command<Consolidation> {}

@CommandHandler(ConsolidateCommand)
export class ConsolidateHandler extends UseCaseHandler<Consolidation, Consolidation, ConsolidatedShipment> {
  protected readonly useCase = consolidate;
  protected input = (consolidation: Consolidation) => consolidation;
  protected idOf = (record: ConsolidatedShipment) => record.shipmentId;
}
