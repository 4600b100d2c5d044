/** The kinds of club event; a tournament event is the one a tournament is run for. */
export enum EventType {
  TOURNAMENT = 'TOURNAMENT',
  TRADING_SESSION = 'TRADING_SESSION',
  COMMUNITY_NIGHT = 'COMMUNITY_NIGHT',
  TRAINING_SESSION = 'TRAINING_SESSION',
  SPECIAL_EVENT = 'SPECIAL_EVENT',
}
