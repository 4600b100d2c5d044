import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

/** Every problem as a sentence: the DTO's own messages, and a plain one for keys that are not allowed. */
function messagesOf(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? `Unknown field '${path}' is not allowed.` : message,
    );
    return [...own, ...messagesOf(error.children ?? [], path)];
  });
}

/**
 * The global input gate: whitelist, refuse unknown keys, transform to DTO classes, first failing rule per field.
 * A body that is not a JSON object is refused before it reaches class-validator.
 */
@Injectable()
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new BadRequestException(messagesOf(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === undefined || value === null || value === '') value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException('The request body must be a JSON object.');
      }
    }
    return super.transform(value, metadata);
  }
}
