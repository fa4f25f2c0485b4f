import { CommandHandler } from '@nestjs/cqrs';
import { productStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { productDecider } from './product.decider';

export class RestoreProductCommand extends Command<{ productId: number }> {}

/** The Undo of a delete: the product is listed again with what it had (quantities, stock rows, pictures). */
@CommandHandler(RestoreProductCommand)
export class RestoreProductHandler extends StreamCommandHandler<RestoreProductCommand['data']> {
  protected write({ productId }: RestoreProductCommand['data']): StreamWrite {
    return onStream(productStream(productId), productDecider, { type: 'RestoreProduct', data: { productId } }, productId);
  }
}
