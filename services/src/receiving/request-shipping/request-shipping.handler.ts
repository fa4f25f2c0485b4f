import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { requestShipping, type NewShipRequest, type ShippingAsked } from './request-shipping.use-case';

export class RequestShippingCommand extends Command<ShippingAsked> {}

@CommandHandler(RequestShippingCommand)
export class RequestShippingHandler extends UseCaseHandler<ShippingAsked, ShippingAsked, NewShipRequest> {
  protected readonly useCase = requestShipping;
  protected input = (asked: ShippingAsked) => asked;
  protected idOf = (record: NewShipRequest) => record.requestId;
}
