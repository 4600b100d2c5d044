import type { MatchDto, MatchPlayerDto, PlayerDto } from '../../../api/generated/types.gen';

/** A table's player as the desk names them: in full, with their Play! Pokémon Player ID where known. */
export type DeskSide = MatchPlayerDto & { playPokemonId?: string | null };
export type DeskTable = Omit<MatchDto, 'playerA' | 'playerB'> & {
  playerA: DeskSide;
  playerB: DeskSide | null;
};

/**
 * The round's tables with each player named in full (first and last name) and their Player ID: two "James S."
 * are two people at the desk, on its printed pairings and in its results menu. The live pages keep the club's
 * short names and labels.
 */
export function withFullNames<M extends { playerA: MatchPlayerDto; playerB: MatchPlayerDto | null }>(
  matches: readonly M[],
  players: readonly PlayerDto[],
): (Omit<M, 'playerA' | 'playerB'> & { playerA: DeskSide; playerB: DeskSide | null })[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  const side = (played: MatchPlayerDto): DeskSide => {
    const player = byId.get(played.playerId);
    return player ? { ...played, name: player.fullName, playPokemonId: player.playPokemonId } : played;
  };
  return matches.map((match) => ({
    ...match,
    playerA: side(match.playerA),
    playerB: match.playerB ? side(match.playerB) : null,
  }));
}

/** 'ID 5152458', or nothing where the player's profile has none. */
export const playerIdText = (side: { playPokemonId?: string | null }) =>
  side.playPokemonId ? `ID ${side.playPokemonId}` : '';
