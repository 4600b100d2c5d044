import type { Migration } from '@mikro-orm/migrations';
import type { Constructor } from '@mikro-orm/core';
import { Migration20261122032316_foundation } from './Migration20261122032316_foundation.js';
import { Migration20261122034208_cards_and_decks } from './Migration20261122034208_cards_and_decks.js';
import { Migration20261122202018_search_filter_indexes } from './Migration20261122202018_search_filter_indexes.js';
import { Migration20261122202734_user_change_notifications } from './Migration20261122202734_user_change_notifications.js';
import { Migration20261122211040_card_search_text_on_cards } from './Migration20261122211040_card_search_text_on_cards.js';
import { Migration20261124230000_card_name_keys } from './Migration20261124230000_card_name_keys.js';
import { Migration20261125001658_community } from './Migration20261125001658_community.js';
import { Migration20261125000426_forum } from './Migration20261125000426_forum.js';
import { Migration20261125012003_marketplace } from './Migration20261125012003_marketplace.js';
import { Migration20261125012913_tournaments } from './Migration20261125012913_tournaments.js';
import { Migration20261125013050_backup_runs } from './Migration20261125013050_backup_runs.js';
import { Migration20261127003444_released_images } from './Migration20261127003444_released_images.js';
import { Migration20261127110000_email_changes } from './Migration20261127110000_email_changes.js';
import { Migration20261127110100_session_families } from './Migration20261127110100_session_families.js';
import { Migration20261127120100_print_choices } from './Migration20261127120100_print_choices.js';
import { Migration20261127160100_tournament_desk_actions } from './Migration20261127160100_tournament_desk_actions.js';
import { Migration20261127215649_deck_change_notifications } from './Migration20261127215649_deck_change_notifications.js';
import { Migration20261128202755_player_ids } from './Migration20261128202755_player_ids.js';
import { Migration20261128202756_round_clock } from './Migration20261128202756_round_clock.js';
import { Migration20261128202806_held_back_mail } from './Migration20261128202806_held_back_mail.js';
import { Migration20261128204535_desk_clock_actions } from './Migration20261128204535_desk_clock_actions.js';
import { Migration20261128205656_tom_imports } from './Migration20261128205656_tom_imports.js';

/** Every migration in order. `npm run db:migration:create` writes a new file; add its class here. */
export const MIGRATIONS: Constructor<Migration>[] = [
  Migration20261122032316_foundation,
  Migration20261122034208_cards_and_decks,
  Migration20261122202018_search_filter_indexes,
  Migration20261122202734_user_change_notifications,
  Migration20261122211040_card_search_text_on_cards,
  Migration20261124230000_card_name_keys,
  Migration20261125000426_forum,
  Migration20261125001658_community,
  Migration20261125012003_marketplace,
  Migration20261125012913_tournaments,
  Migration20261125013050_backup_runs,
  Migration20261127003444_released_images,
  Migration20261127110000_email_changes,
  Migration20261127110100_session_families,
  Migration20261127120100_print_choices,
  Migration20261127160100_tournament_desk_actions,
  Migration20261127215649_deck_change_notifications,
  Migration20261128202755_player_ids,
  Migration20261128202756_round_clock,
  Migration20261128202806_held_back_mail,
  Migration20261128204535_desk_clock_actions,
  Migration20261128205656_tom_imports,
];
