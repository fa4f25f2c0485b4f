import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { cancelPreAlert, type CancelledPreAlert, type PreAlertCancel } from './cancel-pre-alert.use-case';

export class CancelPreAlertCommand extends Command<PreAlertCancel> {}

@CommandHandler(CancelPreAlertCommand)
export class CancelPreAlertHandler extends UseCaseHandler<PreAlertCancel, PreAlertCancel, CancelledPreAlert> {
  protected readonly useCase = cancelPreAlert;
  protected input = (cancel: PreAlertCancel) => cancel;
  protected idOf = (record: CancelledPreAlert) => record.preAlertId;
}
