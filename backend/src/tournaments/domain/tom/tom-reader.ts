import {
  type TomFile,
  type TomFinalsCut,
  type TomMatch,
  type TomPlayer,
  type TomPod,
  type TomRound,
  type TomStandingsPod,
  OUTCOME,
  OUTCOMES,
  POD_CATEGORIES,
} from './tom-file.js';
import { child, children, childText, readXml, type XmlElement, XmlRefused } from './xml-tree.js';

/** A file that is XML but not TOM's, or TOM's with something that cannot be: the sentence says what. */
export class TomFileRefused extends XmlRefused {}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;
/** TOM's test tournaments number players 1, 2, 3…; real Player IDs have six or seven digits. */
const TOM_USER_ID = /^\d{1,10}$/;
const WHOLE = /^-?\d{1,9}$/;

/** 'MM/DD/YYYY' (a time may follow) as 'YYYY-MM-DD', or null when it is not a real day. */
export function fromUsDate(text: string): string | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const refuse = (sentence: string): never => {
  throw new TomFileRefused(sentence);
};

function whole(text: string, what: string, fallback?: number): number {
  if (text === '' && fallback !== undefined) return fallback;
  if (!WHOLE.test(text)) refuse(`${what} is '${text.slice(0, 40)}', not a whole number.`);
  return Number(text);
}

const optionalWhole = (text: string, what: string): number | null => (text === '' ? null : whole(text, what));
const flag = (text: string): boolean => text.toLowerCase() === 'true';
const optionalText = (element: XmlElement, name: string): string | null =>
  child(element, name)?.text.trim() ?? null;

/**
 * Reads a TOM tournament file: XML first (no DOCTYPE, no entities, bounded; xml-tree.ts), then TOM's shape. A
 * file that is not a TOM tournament, names a player in a match who is not among its players, or carries a code
 * TOM does not write is refused with the reason: nothing of it is kept.
 */
export function readTomFile(bytes: Buffer | string): TomFile {
  const root = readXml(bytes);
  if (root.name !== 'tournament')
    refuse(`Not a TOM file: its root element is <${root.name}>, not <tournament>.`);
  const gameType = root.attributes.gametype ?? '';
  if (gameType !== 'TRADING_CARD_GAME') {
    refuse(
      gameType
        ? `This TOM file is for ${gameType}: the club's tournaments are the Trading Card Game.`
        : 'Not a TOM file: <tournament> has no gametype.',
    );
  }
  const dataElement = child(root, 'data') ?? refuse('Not a TOM file: it has no <data>.');
  const playersElement = child(root, 'players') ?? refuse('Not a TOM file: it has no <players>.');
  const startDate =
    fromUsDate(childText(dataElement, 'startdate')) ??
    refuse(`The start date '${childText(dataElement, 'startdate').slice(0, 20)}' is not a day (MM/DD/YYYY).`);
  const organizer = child(dataElement, 'organizer');
  const players = children(playersElement, 'player').map(readPlayer);
  const known = new Set<string>();
  for (const player of players) {
    if (known.has(player.userId)) refuse(`Player ID ${player.userId} is listed twice among the players.`);
    known.add(player.userId);
  }
  const pods = children(child(root, 'pods'), 'pod').map((pod) => readPod(pod, known));
  const standingsElement = child(root, 'standings');
  return {
    type: root.attributes.type ?? '',
    stage: root.attributes.stage ?? '',
    version: root.attributes.version ?? '',
    gameType,
    mode: root.attributes.mode ?? '',
    data: {
      name: childText(dataElement, 'name') || refuse('The tournament has no name in <data>.'),
      id: childText(dataElement, 'id'),
      city: childText(dataElement, 'city'),
      state: childText(dataElement, 'state'),
      country: childText(dataElement, 'country'),
      roundTime: whole(childText(dataElement, 'roundtime'), 'The round time', 0),
      finalsRoundTime: whole(childText(dataElement, 'finalsroundtime'), 'The finals round time', 0),
      organizer: { popId: organizer?.attributes.popid ?? '', name: organizer?.attributes.name ?? '' },
      startDate,
      lessSwiss: flag(childText(dataElement, 'lessswiss')),
      autoTableNumber: flag(childText(dataElement, 'autotablenumber')),
      overflowTableStart: whole(childText(dataElement, 'overflowtablestart'), 'The overflow table', 0),
    },
    timeElapsed: whole(childText(root, 'timeelapsed'), 'The time elapsed', 0),
    players,
    pods,
    standings: standingsElement
      ? children(standingsElement, 'pod').map((pod) => readStandings(pod, known))
      : null,
    finalsOptions: children(child(root, 'finalsoptions'), 'categorycut').map(readCut),
  };
}

function readPlayer(element: XmlElement, index: number): TomPlayer {
  const userId = element.attributes.userid ?? '';
  if (!TOM_USER_ID.test(userId)) {
    refuse(
      `Player ${index + 1} has ${userId ? `the Player ID '${userId.slice(0, 20)}'` : 'no Player ID'}: TOM writes digits.`,
    );
  }
  const birthDate = childText(element, 'birthdate');
  const born = birthDate ? fromUsDate(birthDate) : null;
  if (birthDate && !born) refuse(`Player ${userId}'s date of birth is not a day (MM/DD/YYYY).`);
  const dropped = child(element, 'dropped');
  return {
    userId,
    firstName: childText(element, 'firstname'),
    lastName: childText(element, 'lastname'),
    birthYear: born ? Number(born.slice(0, 4)) : null,
    starter: flag(childText(element, 'starter')),
    order: optionalWhole(childText(element, 'order'), `Player ${userId}'s order`),
    seed: optionalWhole(childText(element, 'seed'), `Player ${userId}'s seed`),
    dropped: dropped
      ? {
          status: whole(childText(dropped, 'status'), `Player ${userId}'s drop status`, 1),
          round: whole(childText(dropped, 'round'), `The round player ${userId} dropped in`),
          timestamp: optionalText(dropped, 'timestamp'),
        }
      : null,
    creationDate: childText(element, 'creationdate'),
    lastModifiedDate: childText(element, 'lastmodifieddate'),
  };
}

function readPod(element: XmlElement, known: Set<string>): TomPod {
  const category = whole(element.attributes.category ?? '', 'A pod category');
  if (!POD_CATEGORIES.includes(category)) refuse(`Pod category ${category} is not one TOM writes.`);
  const data = child(element, 'poddata');
  const rounds = children(child(element, 'rounds'), 'round').map((round) =>
    readRound(round, category, known),
  );
  return {
    category,
    stage: whole(element.attributes.stage ?? '', 'A pod stage', 0),
    startingTable: data ? whole(childText(data, 'startingtable'), 'A starting table', 1) : 1,
    playoff3rd4th: data ? flag(childText(data, 'playoff3rd4th')) : false,
    subgroupCount: data ? whole(childText(data, 'subgroupcount'), 'A subgroup count', 1) : 1,
    additionalRounds: data ? optionalWhole(childText(data, 'additionalrounds'), 'Additional rounds') : null,
    blockedRanges: data ? child(data, 'blockedranges') !== undefined : false,
    subgroups: children(child(element, 'subgroups'), 'subgroup').map((subgroup) => ({
      number: whole(subgroup.attributes.number ?? '', 'A subgroup number', 1),
      players: children(child(subgroup, 'players'), 'player').map((player) =>
        known.has(player.attributes.userid ?? '')
          ? player.attributes.userid!
          : refuse(
              `Pod ${category} lists Player ID ${player.attributes.userid ?? '(none)'}, who is not among the players.`,
            ),
      ),
    })),
    rounds,
  };
}

function readRound(element: XmlElement, category: number, known: Set<string>): TomRound {
  const number = whole(element.attributes.number ?? '', 'A round number');
  if (number < 1) refuse(`Round ${number} of pod ${category} is not a round number.`);
  const where = `Round ${number} of pod ${category}`;
  return {
    number,
    type: whole(element.attributes.type ?? '', `${where}'s type`, 3),
    stage: whole(element.attributes.stage ?? '', `${where}'s stage`, 0),
    timeLeft: optionalWhole(childText(element, 'timeleft'), `${where}'s time left`),
    pairTime: optionalText(element, 'pairtime'),
    startTime: optionalText(element, 'starttime'),
    matches: children(child(element, 'matches'), 'match').map((match) => readMatch(match, where, known)),
  };
}

function readMatch(element: XmlElement, where: string, known: Set<string>): TomMatch {
  const outcome = whole(element.attributes.outcome ?? '', `A match outcome in ${where}`);
  if (!OUTCOMES.includes(outcome))
    refuse(`${where} has a match with outcome ${outcome}, which TOM never writes.`);
  const table = whole(childText(element, 'tablenumber'), `A table number in ${where}`, 0);
  const at = `${where}, table ${table}`;
  const playerId = (name: string): string | null => {
    const found = child(element, name);
    if (!found) return null;
    const id = found.attributes.userid ?? '';
    if (!known.has(id)) refuse(`${at}: Player ID ${id || '(none)'} is not among the file's players.`);
    return id;
  };
  const lone = playerId('player');
  const player1 = playerId('player1');
  const player2 = playerId('player2');
  if (outcome === OUTCOME.BYE) {
    const player = lone ?? player1;
    if (!player || player2) refuse(`${at}: a bye names exactly one player.`);
    return { outcome, player1: player!, player2: null, timestamp: optionalText(element, 'timestamp'), table };
  }
  if (!player1 || !player2) refuse(`${at}: a match names two players.`);
  if (player1 === player2) refuse(`${at}: Player ID ${player1} plays themself.`);
  return { outcome, player1: player1!, player2, timestamp: optionalText(element, 'timestamp'), table };
}

function readStandings(element: XmlElement, known: Set<string>): TomStandingsPod {
  const category = whole(element.attributes.category ?? '', 'A standings category');
  const type = element.attributes.type === 'dnf' ? 'dnf' : 'finished';
  return {
    category,
    type,
    players: children(element, 'player').map((player) => {
      const id = player.attributes.id ?? '';
      if (!known.has(id))
        refuse(`The standings place Player ID ${id || '(none)'}, who is not among the players.`);
      const place = player.attributes.place;
      return { id, place: place === undefined ? null : whole(place, `Player ${id}'s place`) };
    }),
  };
}

function readCut(element: XmlElement): TomFinalsCut {
  return {
    key: whole(element.attributes.key ?? '', 'A finals category'),
    options: children(child(element, 'options'), 'value').map((value) =>
      whole(value.text.trim(), 'A cut option'),
    ),
    cut: whole(childText(element, 'cut'), 'A cut', 0),
    playerCount: whole(childText(element, 'playercount'), 'A finals player count', 0),
    paired3rd4th: flag(childText(element, 'paired3rd4th')),
  };
}
