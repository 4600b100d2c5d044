import { ConflictException } from '@nestjs/common';

/** A rule's next state; its refusal as a 409 with the rule's reason. */
export function unlessRefused<T extends object>(step: { refusal: string } | T): T {
  if ('refusal' in step) throw new ConflictException(step.refusal);
  return step;
}
