import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { productDecider } from './product.decider';

export class RestoreProductCommand extends Command<{ productId: number }> {}

/** The Undo of a delete: the product is listed again with what it had (quantities, stock rows, pictures). */
@CommandHandler(RestoreProductCommand)
export class RestoreProductHandler implements ICommandHandler<RestoreProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { productId }, context }: RestoreProductCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'RestoreProduct', data: { productId } }, context);
    return { id: productId, position: position.toString() };
  }
}
