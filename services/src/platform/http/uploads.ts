import {
  BadRequestException,
  createParamDecorator,
  HttpException,
  Injectable,
  mixin,
  PayloadTooLargeException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import { from, mergeMap, type Observable } from 'rxjs';
import type { Request } from './request';

/** An uploaded file, read into memory (uploads are small and checked before they are stored). */
export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface UploadLimits {
  files: number;
  /** Bytes per file; a larger file answers 413 before the rest is read. */
  fileSize: number;
  fields: number;
  /** Bytes per field value. */
  fieldSize: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart route, read by `UploadsOf`. */
    uploaded?: UploadedFile[];
  }
}

/**
 * A multipart route: the files of `field` become `@Uploaded()` and the other fields its body
 * (checked by the route's body schema). A file over the size limit answers 413; too many files or
 * fields, a file under another name or a field value cut short answers 400.
 */
export const UploadsOf = (field: string, limits: UploadLimits) => UseInterceptors(uploadsInterceptor(field, limits));

/** The files `UploadsOf` read (none when the request had none). */
export const Uploaded = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile[] => context.switchToHttp().getRequest<Request>().uploaded ?? [],
);

function uploadsInterceptor(field: string, limits: UploadLimits): Type<NestInterceptor> {
  @Injectable()
  class Uploads implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const request = context.switchToHttp().getRequest<Request>();
      return from(read(request, field, limits)).pipe(
        mergeMap(({ files, fields }) => {
          request.uploaded = files;
          request.body = fields;
          return next.handle();
        }),
      );
    }
  }
  return mixin(Uploads);
}

async function read(request: Request, field: string, limits: UploadLimits): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { files, fields };
  try {
    for await (const part of request.parts({ limits: { ...limits, parts: limits.files + limits.fields } })) {
      if (part.type === 'file') files.push(await fileOf(part, field));
      else if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequestException();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof HttpException) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException();
    // Past a limit, or bytes that are not multipart (no boundary, cut short): the request is malformed.
    throw new BadRequestException();
  }
  return { files, fields };
}

async function fileOf(part: MultipartFile, field: string): Promise<UploadedFile> {
  if (part.fieldname !== field) throw new BadRequestException();
  const buffer = await part.toBuffer();
  return { originalname: part.filename, size: buffer.length, buffer };
}
