import { ConflictException } from '@nestjs/common';
import { runInTom, type TomState } from '@club/rules';

/** A rule's next state; its refusal as a 409 with the rule's reason. */
export function unlessRefused<T extends object>(step: { refusal: string } | T): T {
  if ('refusal' in step) throw new ConflictException(step.refusal);
  return step;
}

/** A step TOM owns (pairing, results, check-in, drops, settings), refused on a tournament run in TOM. */
export function notRunInTom(tournament: TomState): void {
  const refusal = runInTom(tournament);
  if (refusal) throw new ConflictException(refusal.refusal);
}
