/**
 * Real deck lists of 2011–2024 from public sources, as players paste them, for public-decklists.spec.ts. Each notes
 * where it was copied from. Lists kept as structured data at the source (name, set, number per card) are written
 * one '<count> <name as the source spells it> <set> <number>' line per card, under the headers the list gives.
 * Verdicts are as of today (the spec's TODAY), not as of the list's date: the club judges decks for today.
 */
import type { DeckSection } from '../../src/decks/domain/deck-entry.js';

export interface PublicDecklist {
  title: string;
  /** The season and card pool the list was built for. */
  era: string;
  source: string;
  /** What the list shows of the ways players write lines. */
  writtenForm: string;
  text: string;
  /** Cards in each section once imported. */
  sections: Record<DeckSection, number>;
  /** Valid today? */
  standard: boolean;
  expanded: boolean;
}

export const KUANG: PublicDecklist = {
  title: '2011 National Championships, Masters: Edward Kuang (Zekrom, Pachirisu, Shaymin)',
  era: '2010–11 (HGSS–BLW)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2011/11-nats.js (masters, first list)',
  writtenForm: "PTCGO-era export lines with set headers as 'Pokémon - 10'; old codes CL, UL, UD, TM, HS",
  text: `Pokémon - 10
4 Zekrom BLW 47
2 Pachirisu CL 18
2 Shaymin UL 8
1 Reshiram BLW 26
1 Bouffalant BLW 91

Trainer - 36
4 Professor Oak's New Theory CL 83
3 Professor Juniper BLW 101
2 Copycat CL 77
1 Seeker TM 88
4 Dual Ball CL 78
4 Super Scoop Up BLW 103
4 Junk Arm TM 87
3 Pokégear 3.0 HS 96
3 PlusPower UL 80
3 Defender UD 72
3 Pokémon Reversal HS 99
1 Energy Retrieval BLW 92
1 Revive BLW 102

Energy - 14
11 Lightning Energy HS 118
3 Double Colorless Energy HS 103`,
  sections: { pokemon: 10, trainer: 36, energy: 14 },
  standard: false,
  expanded: false,
};

export const COHEN: PublicDecklist = {
  title: '2011 National Championships, Juniors: Daniel Cohen (Gyarados, Smeargle)',
  era: '2010–11 (MD–BLW)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2011/11-nats.js (juniors, first list)',
  writtenForm:
    "Platinum-era team labels ('Crobat G', 'Toxicroak G PR-DP DP41'), 'Unown Q' for Unown [Q], Team Galactic's Invention names",
  text: `Pokémon - 24
2 Mew TM 97
3 Gyarados SF 19
4 Magikarp SF 65
4 Smeargle CL 21
2 Crobat G PL 47
2 Uxie LA 43
1 Azelf LA 19
1 Mesprit LA 34
1 Sableye SF 48
1 Regice LA 36
1 Toxicroak G PR-DP DP41
1 Combee SF 57
1 Unown Q MD 49

Trainer - 30
4 Pokémon Collector HS 97
3 Seeker TM 88
2 Cyrus's Conspiracy PL 105
1 Looker's Investigation PL 109
1 Bebe's Search SW 119
1 Sage's Training CL 85
4 Junk Arm TM 87
2 Team Galactic's Invention G-105 Poké Turn PL 118
2 Pokémon Rescue PL 115
2 Warp Point MD 88
1 Luxury Ball SF 86
1 VS Seeker SV 140
2 Expert Belt AR 87
1 Team Galactic's Invention G-101 Energy Gain PL 116
3 Broken Time-Space PL 104

Energy - 6
2 Psychic Energy HS 119
2 Warp Energy SF 95
2 Rescue Energy TM 90`,
  sections: { pokemon: 24, trainer: 30, energy: 6 },
  standard: false,
  expanded: false,
};

export const BLAKE: PublicDecklist = {
  title: '2012 UK National Championships, Masters: Karl Blake (Mismagius, Vileplume, Darkrai-EX)',
  era: '2011–12 (HGSS–DEX)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2012/12-nats.js (uk masters, Karl Blake)',
  writtenForm: "PTCGO export ('****** … Deck List ******', '##Pokémon - 21', '* 2 …', 'Total Cards - 60')",
  text: `****** Pokémon Trading Card Game Deck List ******

##Pokémon - 21

* 2 Mismagius UL 5
* 2 Misdreavus CL 65
* 2 Vileplume UD 24
* 3 Oddish UD 60
* 2 Darkrai-EX DEX 63
* 2 Mewtwo-EX NXD 54
* 2 Terrakion NVI 73
* 1 Virizion NVI 13
* 1 Espeon DEX 48
* 1 Eevee UD 48
* 1 Shaymin-EX NXD 5
* 1 Cleffa CL 24
* 1 Pichu HS 28

##Trainer Cards - 26

* 4 Pokémon Collector HS 97
* 4 Twins TM 89
* 3 Professor Oak's New Theory CL 83
* 3 N NVI 92
* 2 Seeker TM 88
* 1 Cheren EPO 91
* 4 Rare Candy DEX 100
* 4 Pokémon Communication BLW 99
* 1 Pokémon Catcher EPO 95

##Energy - 13

* 1 Psychic Energy BLW 109
* 4 Prism Energy NXD 93
* 4 Rainbow Energy HS 104
* 4 Double Colorless Energy NXD 92

Total Cards - 60`,
  sections: { pokemon: 21, trainer: 26, energy: 13 },
  standard: false,
  expanded: false,
};

export const CAWTHON: PublicDecklist = {
  title: '2017 Illinois State Championships, Masters 1st: Ross Cawthon (Night March)',
  era: '2016–17 (XY–SUM Standard)',
  source:
    "propokemon.com, 'Three of the Winning Decks from State Championships' (lists from pokemon.com), copied as printed there",
  writtenForm:
    "set codes on the Pokémon only; 'Shaymin EX', 'Trainers Mail', 'Buddy-buddy Rescue', 'Battle Compressor' and 'Target Whistle' without the Team Flare Gear label, '4 Double Colourless' without the word Energy",
  text: `Pokemon: 15

4 Joltik PHF 26
4 Pumpkaboo PHF 44
4 Lampent PHF 42
3 Shaymin EX ROS 77


Trainers: 41

3 Professor Sycamore
1 AZ
1 Hex Maniac
1 Judge
1 Lysandre
1 Teammates
1 Xerosic
2 Dimension Valley
4 Battle Compressor
4 Puzzle of Time
4 Trainers Mail
4 Ultra Ball
4 VS Seeker
2 Acro Bike
2 Fighting Fury Belt
1 Buddy-buddy Rescue
1 Escape Rope
1 Float Stone
1 Startling Megaphone
1 Target Whistle
1 Town Map


Energy: 4

4 Double Colourless`,
  sections: { pokemon: 15, trainer: 36, energy: 4 },
  standard: false,
  expanded: false,
};

export const HEDRICK: PublicDecklist = {
  title: '2024 North America International Championships, Masters 1st: Andrew Hedrick (Lost Box)',
  era: '2023–24 (SWSH–TWM Standard)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2025/naic/results.js (placing 1)',
  writtenForm:
    "names as the source writes them: 'Prime Catcher - ACESPEC', 'Lightning Energy - Basic CRZ 155', 'Pokegear 3.0', 'PokeStop', gallery number CRZ GG59",
  text: `Pokémon: 11
4 Comfey LOR 79
1 Cramorant LOR 50
1 Sableye LOR 70
1 Radiant Greninja ASR 46
1 Iron Bundle PAR 56
1 Iron Thorns ex TWM 77
1 Bloodmoon Ursaluna ex TWM 141
1 Iron Hands ex PAR 70

Trainer: 41
4 Colress's Experiment CRZ GG59
1 Boss's Orders BRS 132
1 Roxanne ASR 150
4 Nest Ball PAF 84
4 Switch Cart ASR 154
4 Switch CRZ 144
4 Mirage Gate LOR 163
4 Super Rod PAL 188
3 Buddy-Buddy Poffin TEF 144
3 Lost Vacuum CRZ 135
1 Pal Pad SSH 172
1 Hisuian Heavy Ball ASR 146
1 Prime Catcher - ACESPEC TEF 157
1 Pokegear 3.0 SSH 174
4 PokeStop PGO 68
1 Rescue Board TEF 159

Energy: 8
3 Lightning Energy - Basic CRZ 155
3 Water Energy - Basic CRE 231
2 Psychic Energy - Basic CRE 232

Total Cards: 60`,
  sections: { pokemon: 11, trainer: 41, energy: 8 },
  standard: false,
  expanded: true,
};

export const ARAI: PublicDecklist = {
  title: '2024 North America International Championships, Masters 3rd: Keito Arai (Gardevoir ex)',
  era: '2023–24 (SWSH–TWM Standard)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2025/naic/results.js (placing 3)',
  writtenForm:
    "basic Energy as the name and PTCGL's number without a set code: '7 Psychic Energy 5', '2 Darkness Energy 7'",
  text: `Pokémon: 18
4 Ralts ASR 60
4 Kirlia SIT 68
2 Gardevoir ex PAF 29
2 Munkidori TWM 95
1 Drifloon SVI 89
1 Scream Tail PAR 86
1 Flutter Mane TEF 78
1 Cresselia LOR 74
1 Klefki SVI 96
1 Tatsugiri TWM 131

Trainer: 33
4 Arven OBF 186
4 Iono PAF 80
1 Boss's Orders PAL 172
1 Professor Turo's Scenario PAR 171
4 Buddy-Buddy Poffin TEF 144
3 Earthen Vessel PAR 163
2 Ultra Ball PAF 91
2 Super Rod PAL 188
2 Counter Catcher PAR 160
1 Unfair Stamp TWM 165
1 Enhanced Hammer TWM 148
1 Nest Ball PAF 84
1 Hisuian Heavy Ball ASR 146
2 Bravery Charm PAL 173
2 Technical Machine: Evolution PAR 178
2 Artazon PAF 76

Energy: 9
7 Psychic Energy 5
2 Darkness Energy 7

Total Cards: 60`,
  sections: { pokemon: 18, trainer: 33, energy: 9 },
  standard: false,
  expanded: true,
};

export const CABBABE: PublicDecklist = {
  title: '2024 North America International Championships, Masters 4th: Kaiwen Cabbabe (Gardevoir ex)',
  era: '2023–24 (SWSH–TWM Standard)',
  source: 'github.com/AlexWilsonNC/ptcg-story, tournaments/year/2025/naic/results.js (placing 4)',
  writtenForm:
    "promos PR-SW 271, PR-SV 97 and 65, gallery CRZ GG06, secret rare SVI 245, basic Energy of old sets ('Psychic Energy - Basic CRE 232')",
  text: `Pokémon: 17
2 Gardevoir ex SVI 245
4 Kirlia PR-SW 271
4 Ralts ASR 60
1 Flutter Mane PR-SV 97
1 Scream Tail PR-SV 65
1 Drifloon PAF 155
1 Cresselia LOR 74
1 Munkidori TWM 95
1 Radiant Greninja ASR 46
1 Manaphy CRZ GG06

Trainer: 34
4 Arven OBF 186
4 Iono PAF 80
1 Professor Turo's Scenario PAR 171
1 Boss's Orders BRS 132
4 Buddy-Buddy Poffin TEF 144
2 Nest Ball PAF 84
2 Ultra Ball BRS 150
2 Bravery Charm PAL 173
2 Technical Machine: Evolution PAR 178
1 Technical Machine: Devolution PAR 177
2 Counter Catcher PAR 160
2 Earthen Vessel PAR 163
2 Super Rod PAL 188
1 Hisuian Heavy Ball ASR 146
1 Enhanced Hammer TWM 148
1 Unfair Stamp - ACESPEC TWM 165
2 Artazon OBF 229

Energy: 9
7 Psychic Energy - Basic CRE 232
2 Darkness Energy - Basic CRZ 158

Total Cards: 60`,
  sections: { pokemon: 17, trainer: 34, energy: 9 },
  standard: false,
  expanded: true,
};

export const PUBLIC_DECKLISTS: readonly PublicDecklist[] = [
  KUANG,
  COHEN,
  BLAKE,
  CAWTHON,
  HEDRICK,
  ARAI,
  CABBABE,
];
