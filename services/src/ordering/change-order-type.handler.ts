import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandReceipt, PLACEABLE_ORDER_TYPES } from '@cargo/contracts';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { OrderChecks } from './order-checks';
import { ReviseOrderCommand } from './revise-order.handler';
import { Command } from '../platform/write-model/command';

export class ChangeOrderTypeCommand extends Command<{ orderId: number; typeId: (typeof PLACEABLE_ORDER_TYPES)[number]; user: AuthenticatedUser }> {}

/** A change of type is the order revised with the same lines and prices: its stock follows, as with Update Order. */
@CommandHandler(ChangeOrderTypeCommand)
export class ChangeOrderTypeHandler implements ICommandHandler<ChangeOrderTypeCommand, CommandReceipt> {
  constructor(
    private readonly checks: OrderChecks,
    private readonly commands: CommandBus,
  ) {}

  async execute({ data: { orderId, typeId, user }, context }: ChangeOrderTypeCommand): Promise<CommandReceipt> {
    const { terms } = await this.checks.loadOrder(orderId, user);
    const orderDetails = terms.lines.map(({ productId, warehouseId, quantity, unitPrice, serviceFee, caseQuantity }) => ({
      productId,
      warehouseId,
      quantity,
      unitPrice,
      serviceFee,
      caseQuantity,
    }));
    return this.commands.execute(new ReviseOrderCommand({ orderId, input: { ...terms, typeId, orderDetails }, user }, context));
  }
}
