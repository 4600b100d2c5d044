import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { THROTTLED_DOOR, ThrottleInterceptor } from './throttle.interceptor.js';
import type { ThrottledDoor } from '../config/throttle-policy.js';

/** Throttles a route by its door's policy, and documents the 429 answer with its Retry-After header. */
export const Throttled = (door: ThrottledDoor) =>
  applyDecorators(
    SetMetadata(THROTTLED_DOOR, door),
    UseInterceptors(ThrottleInterceptor),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description: 'Too many attempts; wait and try again.',
      headers: {
        'Retry-After': {
          description: 'Seconds until another attempt is counted.',
          schema: { type: 'integer' },
        },
      },
    }),
  );
