import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Removable } from '../../platform/http/record-removal.endpoints';
import { DeleteInvoiceCommand } from './delete-invoice.handler';

/** Delete Invoice (the spec's GET and its DELETE twin): staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class DeleteInvoiceController extends Removable({ access: 'admin', remove: (id, context) => new DeleteInvoiceCommand({ invoiceId: id }, context) }) {
  constructor(readonly commands: CommandBus) {
    super();
  }
}
