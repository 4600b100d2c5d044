import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { THROTTLED_DOOR, THROTTLED_DOOR_MESSAGE, ThrottleInterceptor } from './throttle.interceptor.js';
import type { ThrottledDoor } from '../config/throttle-policy.js';

/**
 * Throttles a route by its door's policy, and documents the 429 answer with its Retry-After header. `message`
 * replaces the general 'Too many attempts…' where it would not fit (posting is no attempt).
 */
export const Throttled = (door: ThrottledDoor, options: { message?: string } = {}) =>
  applyDecorators(
    SetMetadata(THROTTLED_DOOR, door),
    SetMetadata(THROTTLED_DOOR_MESSAGE, options.message),
    UseInterceptors(ThrottleInterceptor),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description: options.message ?? 'Too many attempts; wait and try again.',
      headers: {
        'Retry-After': {
          description: 'Seconds until another attempt is counted.',
          schema: { type: 'integer' },
        },
      },
    }),
  );
