import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Removable } from '../../platform/http/record-removal.endpoints';
import { DeletePaymentCommand } from './delete-payment.handler';

/** Delete Payment (the spec's GET and its DELETE twin): staff only. */
@ApiTags('payment')
@Controller('payment')
export class DeletePaymentController extends Removable({
  access: 'admin',
  remove: (id, context) => new DeletePaymentCommand({ paymentId: id }, context),
  about: 'Takes back exactly what the payment applied and did to the credit balance; refused (409) when the credit it left has been spent.',
}) {
  constructor(readonly commands: CommandBus) {
    super();
  }
}
