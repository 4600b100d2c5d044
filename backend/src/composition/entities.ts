import { Achievement } from '../achievements/achievement.entity.js';
import { BackupRun } from '../backups/backup-run.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { SessionFamily } from '../auth/session-family.entity.js';
import { CardImportJob } from '../cards/card-import-job.entity.js';
import { CardSet } from '../cards/card-set.entity.js';
import { Card } from '../cards/card.entity.js';
import { CardText } from '../cards/card-text.entity.js';
import { ContactMessage } from '../club-messages/contact-message.entity.js';
import { ContentItem } from '../content/content-item.entity.js';
import { ContentSection } from '../content/content-section.entity.js';
import { DeckCard } from '../decks/deck-card.entity.js';
import { EventRegistration } from '../events/event-registration.entity.js';
import { Event } from '../events/event.entity.js';
import { FamilyMember } from '../family/family-member.entity.js';
import { Deck } from '../decks/deck.entity.js';
import { PrintChoice } from '../decks/print-choice.entity.js';
import { GameFormat } from '../formats/game-format.entity.js';
import { ForumCategory } from '../forum/forum-category.entity.js';
import { ForumComment } from '../forum/forum-comment.entity.js';
import { ForumPostLike } from '../forum/forum-post-like.entity.js';
import { ForumPostView } from '../forum/forum-post-view.entity.js';
import { ForumPost } from '../forum/forum-post.entity.js';
import { TournamentDeskAction } from '../tournaments/tournament-desk-action.entity.js';
import { TournamentDeckList } from '../tournaments/tournament-deck-list.entity.js';
import { TournamentMatch } from '../tournaments/tournament-match.entity.js';
import { TournamentPlayer } from '../tournaments/tournament-player.entity.js';
import { TournamentRound } from '../tournaments/tournament-round.entity.js';
import { TournamentResultChange } from '../tournaments/tournament-result-change.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { ThrottleBucket } from '../throttling/throttle-bucket.entity.js';
import { EmailChange } from '../users/email-change.entity.js';
import { Profile } from '../users/profile.embeddable.js';
import { User } from '../users/user.entity.js';
import { ArtworkImage } from '../artworks/artwork-image.entity.js';
import { Artwork } from '../artworks/artwork.entity.js';
import { StoredImage } from '../images/stored-image.entity.js';
import { HeldBackMail } from '../mail/held-back-mail.entity.js';
import { Release } from '../releases/release.entity.js';
import { TradeListing } from '../trades/trade-listing.entity.js';
import { TradeOffer } from '../trades/trade-offer.entity.js';

/** Every entity of the app, listed once so the ORM, migrations and tests agree. */
export const ENTITIES = [
  User,
  Profile,
  SessionFamily,
  RefreshToken,
  EmailChange,
  ThrottleBucket,
  HeldBackMail,
  CardSet,
  Card,
  CardText,
  GameFormat,
  CardImportJob,
  Deck,
  DeckCard,
  PrintChoice,
  FamilyMember,
  Event,
  EventRegistration,
  ContentSection,
  ContentItem,
  Achievement,
  ContactMessage,
  StoredImage,
  Release,
  Artwork,
  ArtworkImage,
  TradeListing,
  TradeOffer,
  ForumCategory,
  ForumPost,
  ForumComment,
  ForumPostLike,
  ForumPostView,
  BackupRun,
  Tournament,
  TournamentPlayer,
  TournamentDeckList,
  TournamentMatch,
  TournamentResultChange,
  TournamentRound,
  TournamentDeskAction,
];
