import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { invalid, RECEIVING_FILE_PREFIX, unsupportedMediaType, type ReceivingFileUploaded } from '@cargo/contracts';
import type { FileStore } from '../platform/files/file-store.port';
import type { UploadedFile } from '../platform/http/uploads';
import { FILE_STORE } from '../platform/process/tokens';

const IMAGES = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/** What the bytes are, whatever the file's name or declared type says: a png or jpeg that decodes, a PDF by its header and trailer, or nothing accepted. */
async function contentTypeOf(bytes: Buffer, pdf: boolean): Promise<string | null> {
  if (pdf && bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).toString('latin1').includes('%%EOF')) return 'application/pdf';
  try {
    const { format } = await sharp(bytes).metadata();
    return format === 'png' || format === 'jpeg' ? IMAGES[format] : null;
  } catch {
    return null;
  }
}

/** Stores checked uploads under fresh ids; what record they belong to is said later, by the record's own event. */
@Injectable()
export class ReceivingFiles {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Photos: pictures only. Documents (an invoice, a proof): a PDF or a picture. */
  async store(uploads: readonly UploadedFile[], accepts: 'photos' | 'documents'): Promise<ReceivingFileUploaded[]> {
    if (uploads.length === 0) throw invalid('receiving.noFiles', [{ path: 'files', code: 'receiving.noFiles' }]);
    const typed = await Promise.all(uploads.map(async (file) => ({ file, contentType: await contentTypeOf(file.buffer, accepts === 'documents') })));
    if (typed.some(({ contentType }) => contentType === null))
      throw unsupportedMediaType(accepts === 'photos' ? 'receiving.photoNotImage' : 'receiving.fileNotAccepted');
    const stored: ReceivingFileUploaded[] = [];
    for (const { file, contentType } of typed) {
      const fileId = `${RECEIVING_FILE_PREFIX}${randomUUID().replaceAll('-', '')}`;
      await this.files.save(fileId, { bytes: file.buffer, contentType: contentType! });
      stored.push({ fileId, contentType: contentType! });
    }
    return stored;
  }
}
