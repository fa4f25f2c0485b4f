import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { cancelShipRequest, type CancelledShipRequest, type ShipRequestCancel } from './cancel-ship-request.use-case';

export class CancelShipRequestCommand extends Command<ShipRequestCancel> {}

@CommandHandler(CancelShipRequestCommand)
export class CancelShipRequestHandler extends UseCaseHandler<ShipRequestCancel, ShipRequestCancel, CancelledShipRequest> {
  protected readonly useCase = cancelShipRequest;
  protected input = (cancel: ShipRequestCancel) => cancel;
  protected idOf = (record: CancelledShipRequest) => record.requestId;
}
