import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * Who may call a route:
 * - public: anyone, signed in or not;
 * - signed-in: any account, including one still PENDING approval;
 * - member: approved accounts (MEMBER or ADMIN);
 * - admin: ADMIN only.
 */
export type Access = 'public' | 'signed-in' | 'member' | 'admin';

export const ACCESS_KEY = 'club:access';

/** Declares a route's (or controller's) access and documents its security in OpenAPI at the same time. */
export function RouteAccess(access: Access): MethodDecorator & ClassDecorator {
  if (access === 'public') return SetMetadata(ACCESS_KEY, access);
  const forbidden =
    access === 'signed-in'
      ? []
      : [
          ApiForbiddenResponse({
            type: ErrorResponseDto,
            description: access === 'admin' ? 'The caller is not an admin.' : 'The account awaits approval.',
          }),
        ];
  return applyDecorators(
    SetMetadata(ACCESS_KEY, access),
    ApiBearerAuth('bearer'),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in, or the token expired.' }),
    ...forbidden,
  );
}

export const Public = () => RouteAccess('public');
export const SignedIn = () => RouteAccess('signed-in');
export const MembersOnly = () => RouteAccess('member');
export const AdminOnly = () => RouteAccess('admin');
