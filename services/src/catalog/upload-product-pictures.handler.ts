import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import sharp from 'sharp';
import { invalid, notFound, productStream, unsupportedMediaType, type PicturesUploaded, type ProductPicture } from '@cargo/contracts';
import type { FileStore } from '../platform/files/file-store.port';
import type { UploadedFile } from '../platform/http/uploads';
import { FILE_STORE } from '../platform/process/tokens';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { productDecider } from './product.decider';

/** An uploaded picture (kept in memory: pictures are small and checked before storing). */
export type UploadedPicture = UploadedFile;

export class UploadProductPicturesCommand extends Command<{ productId: number; files: readonly UploadedPicture[] }, PicturesUploaded> {}

const FORMATS = { png: 'image/png', jpeg: 'image/jpeg' } as const;
/** The width of a list thumbnail, in pixels. */
export const THUMBNAIL_WIDTH = 160;
export const thumbnailId = (pictureId: string) => `${pictureId}_thumb`;

/**
 * Pictures are checked by their content, not their name or declared type: each must decode as a png
 * or jpeg. Each is stored with a thumbnail for lists, then recorded on the product (names it already
 * has are skipped, and their files removed again).
 */
@CommandHandler(UploadProductPicturesCommand)
export class UploadProductPicturesHandler implements ICommandHandler<UploadProductPicturesCommand, PicturesUploaded> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ data: { productId, files }, context }: UploadProductPicturesCommand): Promise<PicturesUploaded> {
    if (files.length === 0) throw invalid('catalog.noPictures', [{ path: 'files', code: 'catalog.noPictures' }]);
    const decoded = await Promise.all(files.map(async (file) => ({ file, format: await formatOf(file.buffer) })));
    if (decoded.some(({ format }) => format === null)) throw unsupportedMediaType('catalog.pictureNotImage');
    await this.aggregates.load(productStream(productId), productDecider).then(({ state }) => {
      if (state.status !== 'listed') throw notFound('catalog.productNotFound');
    });
    const pictures: ProductPicture[] = [];
    for (const { file, format } of decoded) {
      const picture: ProductPicture = { id: randomUUID(), name: file.originalname.slice(0, 200), size: file.size, contentType: FORMATS[format!] };
      await this.files.save(picture.id, { bytes: file.buffer, contentType: picture.contentType });
      const thumbnail = await sharp(file.buffer).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).toFormat(format!).toBuffer();
      await this.files.save(thumbnailId(picture.id), { bytes: thumbnail, contentType: picture.contentType });
      pictures.push(picture);
    }
    const { events, position } = await this.aggregates.execute(
      productStream(productId),
      productDecider,
      { type: 'AddPictures', data: { productId, pictures } },
      context,
    );
    const kept = new Set(events.flatMap((event) => (event.type === 'ProductPictureAdded' ? [event.data.picture.id] : [])));
    for (const skipped of pictures.filter((picture) => !kept.has(picture.id))) await this.removeFiles(skipped.id);
    return { pictures: pictures.filter((picture) => kept.has(picture.id)), position: position.toString() };
  }

  private async removeFiles(pictureId: string): Promise<void> {
    await this.files.remove(pictureId);
    await this.files.remove(thumbnailId(pictureId));
  }
}

/** 'png' or 'jpeg' when the bytes decode as one, otherwise null (whatever the file claims to be). */
async function formatOf(bytes: Buffer): Promise<keyof typeof FORMATS | null> {
  try {
    const { format } = await sharp(bytes).metadata();
    return format === 'png' || format === 'jpeg' ? format : null;
  } catch {
    return null;
  }
}
