import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { requireDropdownChoices } from '../settings/public';
import { requireStore } from './require-store';
import { productDecider } from './product.decider';
import { withSanitizedDescription } from './product-description';
import { productKindChoices } from './product-kinds';
import { ProductInput } from './product-input';

export class AddProductCommand extends Command<{ input: ProductInput }> {}

@CommandHandler(AddProductCommand)
export class AddProductHandler implements ICommandHandler<AddProductCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { input }, context }: AddProductCommand): Promise<CommandReceipt> {
    const details = withSanitizedDescription(input.details);
    await requireDropdownChoices(this.aggregates, productKindChoices(details));
    await requireStore(this.aggregates, details.storeId);
    const productId = await this.ids.next('product', context);
    const { position } = await this.aggregates.execute(
      productStream(productId),
      productDecider,
      { type: 'CreateProduct', data: { productId, ...input, details } },
      context,
    );
    return { id: productId, position: position.toString() };
  }
}
