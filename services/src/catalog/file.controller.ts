import { Body, Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { notFound, PICTURE_ID, RECEIVING_FILE_PREFIX, uploadPicturesSchema, type CommandReceipt, type PicturesUploaded } from '@cargo/contracts';
import { PRODUCT_PICTURES, type ProductPictureDoc, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { PublicRead } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { ApiUploadBody } from '../platform/http/openapi';
import type { Reply } from '../platform/http/request';
import { Ctx } from '../platform/http/request-context';
import { Uploaded, UploadsOf } from '../platform/http/uploads';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { FileStore } from '../platform/files/file-store.port';
import { FILE_STORE, READ_STORE } from '../platform/process/tokens';
import type { CommandContext } from '../platform/write-model/command-context';
import { DeleteProductPictureCommand } from './delete-product-picture.handler';
import { thumbnailId, UploadProductPicturesCommand, type UploadedPicture } from './upload-product-pictures.handler';

/** Pictures are small: at most ten per upload, 5 MB each (a larger file is refused with 413 before it is read). */
const UPLOAD_LIMITS = { files: 10, fileSize: 5 * 1024 * 1024, fields: 5, fieldSize: 100 };

const pictureIdOf = (id: string) => {
  // A package's photo shares the file store; it is never a product's, and never public.
  if (!PICTURE_ID.test(id) || id.startsWith(RECEIVING_FILE_PREFIX)) throw notFound('catalog.pictureNotFound');
  return id;
};

@ApiTags('file')
@Controller('file')
export class FileController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @CommandEndpoint({ post: 'upload/product/pictures', access: 'admin' })
  @ApiUploadBody(uploadPicturesSchema, 'files')
  @UploadsOf('files', UPLOAD_LIMITS)
  upload(
    @Uploaded() files: UploadedPicture[],
    @Body(new SchemaPipe(uploadPicturesSchema)) body: z.output<typeof uploadPicturesSchema>,
    @Ctx() context: CommandContext,
  ): Promise<PicturesUploaded> {
    return this.commands.execute(new UploadProductPicturesCommand({ productId: body.productId, files }, context));
  }

  /** Public: the storefront's gallery. */
  @QueryEndpoint({ get: 'get/product/pictures/by/product/id/:id', access: 'public' })
  byProduct(@Param('id', IdPipe) productId: number): Promise<ProductPictureDoc[]> {
    return this.store.find<ProductPictureDoc>(PRODUCT_PICTURES, { productId }, { sort: { sequence: 1 } });
  }

  @CommandEndpoint({ get: 'delete/product/picture/by/id/:id', access: 'admin' })
  async delete(@Param('id') id: string, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const picture = await this.store.get<ProductPictureDoc>(PRODUCT_PICTURES, pictureIdOf(id));
    if (!picture) throw notFound('catalog.pictureNotFound');
    return this.commands.execute(new DeleteProductPictureCommand({ productId: picture.productId, pictureId: picture.id }, context));
  }

  /** The REST twin of the spec's GET route, as every record's removal has (`Removable`). */
  @CommandEndpoint({ delete: 'delete/product/picture/by/id/:id', access: 'admin' })
  deleteByDelete(@Param('id') id: string, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.delete(id, context);
  }
}

/** The picture itself, at /product/picture/{id} (`?size=thumb` for lists): an image or a 404, never the app's page. */
@ApiTags('file')
@Controller('product/picture')
export class PictureController {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  @Get(':id')
  @PublicRead()
  @ApiProduces('image/png', 'image/jpeg')
  async picture(@Param('id') id: string, @Query('size') size: string | undefined, @Res({ passthrough: true }) reply: Reply): Promise<StreamableFile> {
    const file = await this.files.open(size === 'thumb' ? thumbnailId(pictureIdOf(id)) : pictureIdOf(id));
    if (!file) throw new NotFoundException();
    // Ids are never reused, so a picture never changes under its address.
    void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.body, { type: file.contentType, length: file.length });
  }
}
