import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@club/rules';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** A file part of a multipart form, read into memory (never written to disk). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartFormOptions {
  /** The one field that carries files. */
  fileField: string;
  /** Files at most (more is a 413). */
  maxFiles: number;
  /** Message for too many files. */
  tooManyFiles: string;
}

/** Text fields a form may have, and their length in bytes: the DTO checks the real limits afterwards. */
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 20_000;

const UPLOADS = Symbol('uploads');
type WithUploads = FastifyRequest & { [UPLOADS]?: UploadedFile[] };

/** The files an upload route received (after its MultipartFormInterceptor). */
export function uploadsOf(request: FastifyRequest): UploadedFile[] {
  return (request as WithUploads)[UPLOADS] ?? [];
}

/** Turns @fastify/multipart's limit errors into the house's readable sentences. */
function readable(error: unknown, options: MultipartFormOptions): unknown {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(IMAGE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return new PayloadTooLargeException(options.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new PayloadTooLargeException('The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException('The form has a field name that is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new BadRequestException('A form field declared as JSON is not valid JSON.');
    default:
      return new BadRequestException('The form data could not be read. Please send it again.');
  }
}

/**
 * Reads a multipart/form-data request before the route runs: its text fields become the request body (checked
 * by the route's DTO like any JSON body) and the files of `fileField` are kept in memory for the route
 * (`uploadsOf`). Refuses other content types (415), files in other fields, a field given twice (400), and more
 * files or bigger ones than allowed (413) while they arrive, so an oversized upload is never read whole.
 */
@Injectable()
export class MultipartFormInterceptor implements NestInterceptor {
  constructor(private readonly options: MultipartFormOptions) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<WithUploads>();
    if (!request.isMultipart()) {
      throw new UnsupportedMediaTypeException('Send this form as multipart/form-data.');
    }
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    try {
      const parts = request.parts({
        limits: {
          fileSize: MAX_IMAGE_BYTES,
          files: this.options.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: this.options.maxFiles + MAX_FIELDS,
          headerPairs: 100,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== this.options.fileField) {
            part.file.resume();
            throw new BadRequestException(
              `Unexpected file in field '${part.fieldname}': files go in '${this.options.fileField}'.`,
            );
          }
          const bytes = await part.toBuffer();
          // A file input left empty still sends a part with no name and no bytes.
          if (bytes.length === 0 && !part.filename) continue;
          files.push({ field: part.fieldname, filename: part.filename, bytes });
        } else {
          if (part.fieldname === this.options.fileField) {
            throw new BadRequestException(`'${part.fieldname}' must be a file.`);
          }
          if (part.valueTruncated) {
            throw new PayloadTooLargeException(`Field '${part.fieldname}' is too long.`);
          }
          if (Object.hasOwn(fields, part.fieldname)) {
            throw new BadRequestException(`Field '${part.fieldname}' is given more than once.`);
          }
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw readable(error, this.options);
    }
    request.body = fields;
    request[UPLOADS] = files;
    return next.handle();
  }
}
