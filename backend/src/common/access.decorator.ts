import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
  DECORATORS,
} from '@nestjs/swagger';
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

/**
 * Documents an operation as open to anyone: `security: []`, so public is visibly on purpose (an operation
 * without `security` would inherit a document-wide requirement). Merged into the operation's OpenAPI metadata,
 * so it holds whichever of it and `@ApiOperation` comes first.
 */
function ApiOpenToAnyone(): MethodDecorator {
  return (_target, _key, descriptor?: PropertyDescriptor) => {
    if (!descriptor) throw new Error('@Public() belongs on each route, not on a controller');
    const operation: object = Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value) ?? {};
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operation, security: [] }, descriptor.value);
  };
}

/**
 * Declares a route's access and documents its security in OpenAPI at the same time. A public route that reads a
 * cookie instead of a token (the refresh cookie) names it, and is documented as secured by that cookie.
 */
export function RouteAccess(
  access: Access,
  options: { cookie?: string } = {},
): MethodDecorator & ClassDecorator {
  if (access === 'public') {
    const security = options.cookie ? ApiCookieAuth(options.cookie) : ApiOpenToAnyone();
    return applyDecorators(SetMetadata(ACCESS_KEY, access), security);
  }
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

export const Public = (options: { cookie?: string } = {}) => RouteAccess('public', options);
export const SignedIn = () => RouteAccess('signed-in');
export const MembersOnly = () => RouteAccess('member');
export const AdminOnly = () => RouteAccess('admin');
