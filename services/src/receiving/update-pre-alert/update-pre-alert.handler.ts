import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { updatePreAlert, type ChangedPreAlert, type PreAlertChange } from './update-pre-alert.use-case';

export class UpdatePreAlertCommand extends Command<PreAlertChange> {}

@CommandHandler(UpdatePreAlertCommand)
export class UpdatePreAlertHandler extends UseCaseHandler<PreAlertChange, PreAlertChange, ChangedPreAlert> {
  protected readonly useCase = updatePreAlert;
  protected input = (change: PreAlertChange) => change;
  protected idOf = (record: ChangedPreAlert) => record.preAlertId;
}
