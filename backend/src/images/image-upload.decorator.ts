import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '@club/rules';
import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { CallerBeforeBody } from '../common/body-limit.js';
import { TOO_MANY_PIXELS } from './domain/image-limits.js';
import { MultipartFormInterceptor, type UploadedFile, uploadsOf } from './multipart-form.interceptor.js';

export type { UploadedFile };

/**
 * A route that takes a multipart/form-data form with pictures in `fileField`: its caller is checked before any
 * of the form is read (CallerBeforeBody), then the form is read by MultipartFormInterceptor (its text fields become the body, checked by the route's `@Body()` DTO), and the
 * document shows `form` (a class whose binary fields are the files) as the request body, with the 413 and 415
 * answers. The route gets the files with `@UploadedImages()` and passes them to ImagesService.prepare.
 */
export function ImageUpload(options: {
  form: Type<unknown>;
  fileField: string;
  maxFiles: number;
  tooManyFiles: string;
}) {
  return applyDecorators(
    // A form of pictures weighs megabytes: nobody the route refuses makes the server read one.
    CallerBeforeBody(),
    UseInterceptors(new MultipartFormInterceptor(options)),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: options.form }),
    ApiPayloadTooLargeResponse({
      type: ErrorResponseDto,
      description: `${IMAGE_TOO_LARGE} ${options.tooManyFiles} ${TOO_MANY_PIXELS}`,
    }),
    ApiUnsupportedMediaTypeResponse({
      type: ErrorResponseDto,
      description: `Not multipart/form-data, or a file that is not a picture. ${NOT_AN_IMAGE}`,
    }),
  );
}

/** The files of an `@ImageUpload` route, in the order sent. */
export const UploadedImages = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile[] =>
    uploadsOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
