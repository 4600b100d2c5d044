import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 raised inside a service (not by the throttle interceptor, which sets its own header): the error filter
 * answers it with `Retry-After`, so a client knows when to try again.
 */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
