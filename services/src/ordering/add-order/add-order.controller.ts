import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { addOrderSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { AddOrderCommand } from './add-order.handler';

/** Add Order: the cart's Submit Order, for a customer or by staff for one. */
@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class AddOrderController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'order/add', access: 'user', body: addOrderSchema })
  @ApiOperation({
    description:
      'The server prices every line (the product sale price converted to the order currency). unitPrice, serviceFee, caseQuantity, deliveryFee, vatFee and paymentInfo are staff-only and ignored from a customer; a customer asking for PlaceHolder gets 403.',
  })
  add(
    @Body(new SchemaPipe(addOrderSchema)) body: z.output<typeof addOrderSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddOrderCommand({ input: body, user }, context));
  }
}
