import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { illFormedTextProblem, plainTextProblem } from './plain-text.js';

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
 * The global input gate: whitelist, refuse unknown keys, transform to DTO classes, first failing rule per field,
 * then plain text only (see plain-text.ts). A body that is not a JSON object is refused before it reaches
 * class-validator.
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
    if (metadata.type === 'custom') return super.transform(value, metadata);
    // Path values stay text, checked as typed: the route's own pipe parses them (so '12\n' or '1e3' is no id).
    if (metadata.type === 'param') return this.plainText(value, metadata);
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      // No body at all is an empty one; anything else must be a JSON object.
      if (value === undefined) value = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new BadRequestException('The request body must be a JSON object.');
      }
      const illFormed = illFormedTextProblem(value, '');
      if (illFormed) throw new BadRequestException([illFormed]);
      return this.plainText(await super.transform(value, metadata), metadata);
    }
    if (metadata.type !== 'query' || !metadata.metatype || typeof value !== 'object' || value === null) {
      return super.transform(value, metadata);
    }
    // Query values are checked as typed, before numbers are read from them.
    this.plainText(value, metadata);
    return super.transform(value, metadata);
  }

  /** Refuses control characters (and line breaks outside multi-line fields) in whatever was accepted. */
  private plainText(accepted: unknown, metadata: ArgumentMetadata): unknown {
    const problem = plainTextProblem(accepted, metadata.type === 'param' ? (metadata.data ?? '') : '');
    if (problem) throw new BadRequestException([problem]);
    return accepted;
  }
}
