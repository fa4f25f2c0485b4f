import { CommandHandler } from '@nestjs/cqrs';
import { productStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { productDecider } from './product.decider';

export class DeleteProductCommand extends Command<{ productId: number }> {}

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler extends StreamCommandHandler<DeleteProductCommand['data']> {
  protected write({ productId }: DeleteProductCommand['data']): StreamWrite {
    return onStream(productStream(productId), productDecider, { type: 'DeleteProduct', data: { productId } }, productId);
  }
}
