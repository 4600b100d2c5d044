import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { TomFile } from './tom-file.js';

/** 'YYYY-MM-DD' as TOM writes a day: 'MM/DD/YYYY'. */
export function toUsDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** A birth year as TOM writes dates of birth (it keeps the year only: docs/adr/0061). */
export const tomBirthDate = (year: number): string => `02/27/${year}`;

const text = (parent: XMLBuilder, name: string, value: string | number | boolean) =>
  parent.ele(name).txt(String(value)).up();

/**
 * Writes a TOM tournament file with xmlbuilder2, element by element in TOM's order (as TOM 1.84 writes them), so
 * TOM opens it and `readTomFile` reads back exactly what was written. Birth dates are written from the year.
 */
export function writeTomFile(file: TomFile): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('tournament', {
    type: file.type,
    stage: file.stage,
    version: file.version,
    gametype: file.gameType,
    mode: file.mode,
  });
  const data = root.ele('data');
  text(data, 'name', file.data.name);
  text(data, 'id', file.data.id);
  text(data, 'city', file.data.city);
  text(data, 'state', file.data.state);
  text(data, 'country', file.data.country);
  text(data, 'roundtime', file.data.roundTime);
  text(data, 'finalsroundtime', file.data.finalsRoundTime);
  data.ele('organizer', { popid: file.data.organizer.popId, name: file.data.organizer.name });
  text(data, 'startdate', toUsDate(file.data.startDate));
  text(data, 'lessswiss', file.data.lessSwiss);
  text(data, 'autotablenumber', file.data.autoTableNumber);
  text(data, 'overflowtablestart', file.data.overflowTableStart);
  text(root, 'timeelapsed', file.timeElapsed);

  const players = root.ele('players');
  for (const player of file.players) {
    const element = players.ele('player', { userid: player.userId });
    text(element, 'firstname', player.firstName);
    text(element, 'lastname', player.lastName);
    text(element, 'birthdate', player.birthYear === null ? '' : tomBirthDate(player.birthYear));
    text(element, 'starter', player.starter);
    if (player.order !== null) text(element, 'order', player.order);
    if (player.seed !== null) text(element, 'seed', player.seed);
    if (player.dropped) {
      const dropped = element.ele('dropped');
      text(dropped, 'status', player.dropped.status);
      text(dropped, 'round', player.dropped.round);
      if (player.dropped.timestamp) text(dropped, 'timestamp', player.dropped.timestamp);
    }
    text(element, 'creationdate', player.creationDate);
    text(element, 'lastmodifieddate', player.lastModifiedDate);
  }

  const pods = root.ele('pods');
  for (const pod of file.pods) {
    const element = pods.ele('pod', { category: pod.category, stage: pod.stage });
    const podData = element.ele('poddata');
    text(podData, 'startingtable', pod.startingTable);
    text(podData, 'playoff3rd4th', pod.playoff3rd4th);
    text(podData, 'subgroupcount', pod.subgroupCount);
    if (pod.additionalRounds !== null) text(podData, 'additionalrounds', pod.additionalRounds);
    if (pod.blockedRanges) podData.ele('blockedranges');
    const subgroups = element.ele('subgroups');
    for (const subgroup of pod.subgroups) {
      const listed = subgroups.ele('subgroup', { number: subgroup.number }).ele('players');
      for (const userid of subgroup.players) listed.ele('player', { userid });
    }
    const rounds = element.ele('rounds');
    for (const round of pod.rounds) {
      const roundElement = rounds.ele('round', {
        number: round.number,
        type: round.type,
        stage: round.stage,
      });
      if (round.timeLeft !== null) text(roundElement, 'timeleft', round.timeLeft);
      if (round.pairTime !== null) text(roundElement, 'pairtime', round.pairTime);
      if (round.startTime !== null) text(roundElement, 'starttime', round.startTime);
      const matches = roundElement.ele('matches');
      for (const match of round.matches) {
        const matchElement = matches.ele('match', { outcome: match.outcome });
        if (match.player2 === null) matchElement.ele('player', { userid: match.player1 });
        else {
          matchElement.ele('player1', { userid: match.player1 });
          matchElement.ele('player2', { userid: match.player2 });
        }
        if (match.timestamp) text(matchElement, 'timestamp', match.timestamp);
        text(matchElement, 'tablenumber', match.table);
      }
    }
  }

  if (file.standings) {
    const standings = root.ele('standings');
    for (const pod of file.standings) {
      const element = standings.ele('pod', { category: pod.category, type: pod.type });
      for (const player of pod.players) {
        element.ele(
          'player',
          player.place === null ? { id: player.id } : { id: player.id, place: player.place },
        );
      }
    }
  }

  const finals = root.ele('finalsoptions');
  for (const cut of file.finalsOptions) {
    const element = finals.ele('categorycut', { key: cut.key });
    const options = element.ele('options');
    for (const value of cut.options) text(options, 'value', value);
    text(element, 'cut', cut.cut);
    text(element, 'playercount', cut.playerCount);
    text(element, 'paired3rd4th', cut.paired3rd4th);
  }
  return root.end({ prettyPrint: true, indent: '\t', newline: '\n' });
}
