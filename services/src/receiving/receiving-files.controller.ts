import { Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { RECEIVING_FILE_ID, type ReceivingFileUploaded } from '@cargo/contracts';
import { Access } from '../platform/http/access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import type { Reply } from '../platform/http/request';
import { CurrentUser } from '../platform/http/request-context';
import { Uploaded, UploadsOf, type UploadedFile } from '../platform/http/uploads';
import type { FileStore } from '../platform/files/file-store.port';
import { FILE_STORE } from '../platform/process/tokens';
import { ReceivingFiles } from './receiving-files';
import { ReceivingQueries } from './receiving.queries';

/** A phone's photos are larger than a product's: ten at most, 10 MB each (a larger file is 413 before it is read). */
const UPLOAD_LIMITS = { files: 10, fileSize: 10 * 1024 * 1024, fields: 0, fieldSize: 100 };

@ApiTags('package')
@Controller('package')
export class ReceivingFilesController {
  constructor(
    private readonly files: ReceivingFiles,
    private readonly queries: ReceivingQueries,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** Staff's photos at the dock, before the receipt that names them. */
  @CommandEndpoint({ post: 'photo/upload', access: 'admin' })
  @UploadsOf('files', UPLOAD_LIMITS)
  photos(@Uploaded() uploads: UploadedFile[]): Promise<ReceivingFileUploaded[]> {
    return this.files.store(uploads, 'photos');
  }

  /** A pre-alert's invoice or receipt, or a claim's proof: a PDF or a picture. */
  @CommandEndpoint({ post: 'file/upload', access: 'user' })
  @UploadsOf('files', UPLOAD_LIMITS)
  documents(@Uploaded() uploads: UploadedFile[]): Promise<ReceivingFileUploaded[]> {
    return this.files.store(uploads, 'documents');
  }

  /** A photo or document, to staff and to the customer whose package or pre-alert it belongs to; to anyone else, as if it did not exist. */
  @Get('file/:id')
  @Access('user')
  @ApiProduces('image/png', 'image/jpeg', 'application/pdf')
  async file(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: Reply): Promise<StreamableFile> {
    if (!RECEIVING_FILE_ID.test(id) || !(await this.queries.mayOpenFile(id, user))) throw new NotFoundException();
    const file = await this.store.open(id);
    if (!file) throw new NotFoundException();
    void reply.header('Cache-Control', 'private, max-age=31536000, immutable');
    return new StreamableFile(file.body, { type: file.contentType, length: file.length });
  }
}
