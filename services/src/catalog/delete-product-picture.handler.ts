import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type CommandReceipt } from '@cargo/contracts';
import type { FileStore } from '../platform/files/file-store.port';
import { FILE_STORE } from '../platform/process/tokens';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { productDecider } from './product.decider';
import { thumbnailId } from './upload-product-pictures.handler';

export class DeleteProductPictureCommand extends Command<{ productId: number; pictureId: string }> {}

/** Records the removal first, then deletes the files: a crash in between leaves a file nobody shows, never a picture without its file. */
@CommandHandler(DeleteProductPictureCommand)
export class DeleteProductPictureHandler implements ICommandHandler<DeleteProductPictureCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ data: { productId, pictureId }, context }: DeleteProductPictureCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(
      productStream(productId),
      productDecider,
      { type: 'RemovePicture', data: { productId, pictureId } },
      context,
    );
    await this.files.remove(pictureId);
    await this.files.remove(thumbnailId(pictureId));
    return { id: productId, position: position.toString() };
  }
}
