import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { productDecider } from './product.decider';

export class DeleteProductCommand {
  constructor(
    readonly productId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ productId, context }: DeleteProductCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'DeleteProduct', data: { productId } }, context);
    return { id: productId, position: position.toString() };
  }
}
