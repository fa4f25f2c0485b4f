import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type ProductDetails, type CommandReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/aggregate-repository';
import type { CommandContext } from '../platform/command-context';
import { IdAllocator } from '../platform/id-allocator';
import { productDecider } from './product.decider';

export interface ProductInput {
  details: ProductDetails;
  usQuantity: number;
  vnQuantity: number;
}

export class AddProductCommand {
  constructor(
    readonly input: ProductInput,
    readonly context: CommandContext,
  ) {}
}

export class UpdateProductCommand {
  constructor(
    readonly productId: number,
    readonly input: ProductInput,
    readonly context: CommandContext,
  ) {}
}

export class DeleteProductCommand {
  constructor(
    readonly productId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(AddProductCommand)
export class AddProductHandler implements ICommandHandler<AddProductCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ input, context }: AddProductCommand): Promise<CommandReceipt> {
    const productId = await this.ids.next('product', context);
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'CreateProduct', data: { productId, ...input } }, context);
    return { id: productId, position: position.toString() };
  }
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ productId, input, context }: UpdateProductCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'UpdateProduct', data: { productId, ...input } }, context);
    return { id: productId, position: position.toString() };
  }
}

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ productId, context }: DeleteProductCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(productStream(productId), productDecider, { type: 'DeleteProduct', data: { productId } }, context);
    return { id: productId, position: position.toString() };
  }
}

export const productCommandHandlers = [AddProductHandler, UpdateProductHandler, DeleteProductHandler];
