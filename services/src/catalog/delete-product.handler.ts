import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { productDecider } from './product.decider';

export class DeleteProductCommand extends Command<{ productId: number }> {}

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { productId }, context }: DeleteProductCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'DeleteProduct', data: { productId } }, context);
    return { id: productId, position: position.toString() };
  }
}
