import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RetryLaterException } from './retry-later.exception.js';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: string[];
}

/** `error` repeats the sentence: the spec's client shows a failed answer's `error` (spec 1 §7). */
function bodyFor(status: number, message: string, details?: string[]): ErrorBody {
  const body: ErrorBody = { statusCode: status, error: message, message };
  if (details && details.length > 1) body.details = details;
  return body;
}

/** Turns whatever a Nest response object holds into one readable sentence (and every detail). */
export function errorBodyOf(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return bodyFor(status, response);
  const raw = (response as { message?: unknown }).message;
  const messages = (Array.isArray(raw) ? raw : [raw]).filter(
    (m): m is string => typeof m === 'string' && !!m,
  );
  const fallback =
    status === HttpStatus.TOO_MANY_REQUESTS
      ? 'Too many requests. Please try again later.'
      : exception.message;
  return bodyFor(status, messages[0] ?? fallback, messages);
}

/** The one exception filter: every error is `{statusCode, error, message}` (error = message). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();

    let body: ErrorBody;
    if (exception instanceof HttpException) {
      body = errorBodyOf(exception);
    } else if (exception instanceof NotFoundError) {
      body = bodyFor(404, 'Not found.');
    } else if (exception instanceof UniqueConstraintViolationException) {
      body = bodyFor(409, 'That already exists.');
    } else if (isClientError(exception)) {
      body = bodyFor(exception.statusCode, exception.message);
    } else {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
      body = bodyFor(500, 'Something went wrong on our side. Please try again later.');
    }

    if (exception instanceof RetryLaterException) {
      void reply.header('Retry-After', String(Math.max(1, exception.retryAfterSeconds)));
    }
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}

/** Errors raised by Fastify itself (bad JSON, body too large, wrong content type) carry a 4xx statusCode. */
function isClientError(error: unknown): error is { statusCode: number; message: string } {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
