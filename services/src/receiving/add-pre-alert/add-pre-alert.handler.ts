import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { addPreAlert, type NewPreAlert, type PreAlertRequest } from './add-pre-alert.use-case';

export class AddPreAlertCommand extends Command<PreAlertRequest> {}

@CommandHandler(AddPreAlertCommand)
export class AddPreAlertHandler extends UseCaseHandler<PreAlertRequest, PreAlertRequest, NewPreAlert> {
  protected readonly useCase = addPreAlert;
  protected input = (request: PreAlertRequest) => request;
  protected idOf = (record: NewPreAlert) => record.preAlertId;
}
