import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { requireDropdownChoices } from '../settings/public';
import { requireStore } from './require-store';
import { productDecider } from './product.decider';
import { withSanitizedDescription } from './product-description';
import { productKindChoices } from './product-kinds';
import { ProductInput } from './product-input';

export class UpdateProductCommand extends Command<{ productId: number; input: ProductInput }> {}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { productId, input }, context }: UpdateProductCommand): Promise<CommandReceipt> {
    const details = withSanitizedDescription(input.details);
    const { state } = await this.aggregates.load(productStream(productId), productDecider);
    await requireDropdownChoices(this.aggregates, productKindChoices(details, state.status === 'listed' ? state.details : undefined));
    await requireStore(this.aggregates, details.storeId);
    const { position } = await this.aggregates.execute(
      productStream(productId),
      productDecider,
      { type: 'UpdateProduct', data: { productId, ...input, details } },
      context,
    );
    return { id: productId, position: position.toString() };
  }
}
