import { BadRequestException } from '@nestjs/common';

/**
 * A wrong password from a caller who is already signed in: answered 400, as 401 would sign them out, yet a
 * guess all the same. Throttled doors count it as a failure, unlike other bad input (see ThrottleInterceptor).
 */
export class PasswordRefusedException extends BadRequestException {}
