-- Tenancy by construction (issue 32): a row of a club points only at rows of the same club, through
-- foreign keys on (club_id, id) pairs. First, a database whose rows already point at another club's rows
-- is refused, naming each table and reference, before anything changes: such rows were written before
-- these keys existed and must be mended by hand. `source` is what the check reads as the child: the
-- reminders sent get their club_id below, from their outing.
DO $$
DECLARE
  pair record;
  crossing bigint;
  found text[] := '{}';
BEGIN
  FOR pair IN SELECT * FROM (VALUES
    ('dive_palanquee_members', 'palanquee_id', 'dive_palanquees', 'dive_palanquee_members', 'p.id = c.palanquee_id'),
    ('dive_palanquee_members', 'user_id', 'users', 'dive_palanquee_members', 'p.id = c.user_id'),
    ('dive_palanquees', 'dive_id', 'outing_dives', 'dive_palanquees', 'p.id = c.dive_id'),
    ('dive_wishes', 'outing_id, user_id', 'outing_participants', 'dive_wishes', 'p.outing_id = c.outing_id AND p.user_id = c.user_id'),
    ('dive_wishes', 'buddy_user_id', 'users', 'dive_wishes', 'p.id = c.buddy_user_id'),
    ('outing_dive_roles', 'outing_id', 'outings', 'outing_dive_roles', 'p.id = c.outing_id'),
    ('outing_dive_roles', 'dp_user_id', 'users', 'outing_dive_roles', 'p.id = c.dp_user_id'),
    ('outing_dive_roles', 'pilot_user_id', 'users', 'outing_dive_roles', 'p.id = c.pilot_user_id'),
    ('outing_dive_roles', 'surface_user_id', 'users', 'outing_dive_roles', 'p.id = c.surface_user_id'),
    ('outing_dives', 'outing_id', 'outings', 'outing_dives', 'p.id = c.outing_id'),
    ('outing_dives', 'spot_id', 'spots', 'outing_dives', 'p.id = c.spot_id'),
    ('diver_files', 'user_id', 'users', 'diver_files', 'p.id = c.user_id'),
    ('paper_reminders_sent', 'user_id', 'users', 'paper_reminders_sent', 'p.id = c.user_id'),
    ('pictures', 'spot_id', 'spots', 'pictures', 'p.id = c.spot_id'),
    ('videos', 'spot_id', 'spots', 'videos', 'p.id = c.spot_id'),
    ('messages', 'sender_id', 'users', 'messages', 'p.id = c.sender_id'),
    ('messages', 'recipient_id', 'users', 'messages', 'p.id = c.recipient_id'),
    ('comments', 'news_id', 'news', 'comments', 'p.id = c.news_id'),
    ('news_contents', 'news_id', 'news', 'news_contents', 'p.id = c.news_id'),
    ('outing_contents', 'outing_id', 'outings', 'outing_contents', 'p.id = c.outing_id'),
    ('outing_participants', 'outing_id', 'outings', 'outing_participants', 'p.id = c.outing_id'),
    ('outing_participants', 'user_id', 'users', 'outing_participants', 'p.id = c.user_id'),
    ('outing_reminders_sent', 'user_id', 'users', '(SELECT r.*, o.club_id FROM outing_reminders_sent r JOIN outings o ON o.id = r.outing_id)', 'p.id = c.user_id'),
    ('outing_spots', 'outing_id', 'outings', 'outing_spots', 'p.id = c.outing_id'),
    ('outing_spots', 'spot_id', 'spots', 'outing_spots', 'p.id = c.spot_id'),
    ('outings', 'news_id', 'news', 'outings', 'p.id = c.news_id'),
    ('layer_versions', 'spot_id', 'spots', 'layer_versions', 'p.id = c.spot_id'),
    ('layer_versions', 'layer_id', 'layers', 'layer_versions', 'p.id = c.layer_id'),
    ('layers', 'spot_id', 'spots', 'layers', 'p.id = c.spot_id'),
    ('spot_infos', 'spot_id', 'spots', 'spot_infos', 'p.id = c.spot_id'),
    ('spot_replays', 'spot_id', 'spots', 'spot_replays', 'p.id = c.spot_id')
  ) AS t(child, reference, parent, source, joined) LOOP
    EXECUTE format(
      'SELECT count(*) FROM %s c JOIN %I p ON %s WHERE p.club_id IS DISTINCT FROM c.club_id',
      pair.source,
      pair.parent,
      pair.joined
    ) INTO crossing;
    IF crossing > 0 THEN
      found := found || format('%s (%s) -> %s: %s rows', pair.child, pair.reference, pair.parent, crossing);
    END IF;
  END LOOP;
  IF cardinality(found) > 0 THEN
    RAISE EXCEPTION 'Rows point at another club''s rows: %', array_to_string(found, '; ')
      USING HINT = 'Each row must point at a row of its own club; fix or delete these rows, then migrate again.';
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" DROP CONSTRAINT "dive_palanquee_members_palanquee_id_dive_palanquees_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" DROP CONSTRAINT "dive_palanquee_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_palanquees" DROP CONSTRAINT "dive_palanquees_dive_id_outing_dives_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_wishes" DROP CONSTRAINT "dive_wishes_buddy_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_wishes" DROP CONSTRAINT "dive_wishes_participant_fk";
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" DROP CONSTRAINT "outing_dive_roles_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" DROP CONSTRAINT "outing_dive_roles_dp_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" DROP CONSTRAINT "outing_dive_roles_pilot_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" DROP CONSTRAINT "outing_dive_roles_surface_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_dives" DROP CONSTRAINT "outing_dives_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_dives" DROP CONSTRAINT "outing_dives_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "diver_files" DROP CONSTRAINT "diver_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "paper_reminders_sent" DROP CONSTRAINT "paper_reminders_sent_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "picture_likes" DROP CONSTRAINT "picture_likes_picture_id_pictures_id_fk";
--> statement-breakpoint
ALTER TABLE "pictures" DROP CONSTRAINT "pictures_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "video_likes" DROP CONSTRAINT "video_likes_video_id_videos_id_fk";
--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_recipient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_news_id_news_id_fk";
--> statement-breakpoint
ALTER TABLE "news_contents" DROP CONSTRAINT "news_contents_news_id_news_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_contents" DROP CONSTRAINT "outing_contents_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_participants" DROP CONSTRAINT "outing_participants_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_participants" DROP CONSTRAINT "outing_participants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" DROP CONSTRAINT "outing_reminders_sent_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" DROP CONSTRAINT "outing_reminders_sent_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_spots" DROP CONSTRAINT "outing_spots_outing_id_outings_id_fk";
--> statement-breakpoint
ALTER TABLE "outing_spots" DROP CONSTRAINT "outing_spots_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "outings" DROP CONSTRAINT "outings_news_id_news_id_fk";
--> statement-breakpoint
ALTER TABLE "layer_versions" DROP CONSTRAINT "layer_versions_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "layer_versions" DROP CONSTRAINT "layer_versions_layer_id_layers_id_fk";
--> statement-breakpoint
ALTER TABLE "layers" DROP CONSTRAINT "layers_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "spot_infos" DROP CONSTRAINT "spot_infos_spot_id_spots_id_fk";
--> statement-breakpoint
ALTER TABLE "spot_replays" DROP CONSTRAINT "spot_replays_spot_id_spots_id_fk";
--> statement-breakpoint
-- Likes and reminders sent had no club_id: each takes its parent's.
ALTER TABLE "picture_likes" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "picture_likes" l SET "club_id" = p."club_id" FROM "pictures" p WHERE p."id" = l."picture_id";
--> statement-breakpoint
ALTER TABLE "picture_likes" ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "video_likes" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "video_likes" l SET "club_id" = v."club_id" FROM "videos" v WHERE v."id" = l."video_id";
--> statement-breakpoint
ALTER TABLE "video_likes" ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "outing_reminders_sent" r SET "club_id" = o."club_id" FROM "outings" o WHERE o."id" = r."outing_id";
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
-- The (club_id, id) pairs the children's keys point at, then the keys. A key that empties its reference
-- on delete empties that column only (SET NULL (column)): the row keeps its club.
ALTER TABLE "dive_palanquees" ADD CONSTRAINT "dive_palanquees_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_club_outing_user_unique" UNIQUE("club_id","outing_id","user_id");
--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_id_unique" UNIQUE("club_id","id");
--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" ADD CONSTRAINT "dive_palanquee_members_palanquee_same_club_fk" FOREIGN KEY ("club_id","palanquee_id") REFERENCES "public"."dive_palanquees"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" ADD CONSTRAINT "dive_palanquee_members_user_same_club_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."users"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dive_palanquees" ADD CONSTRAINT "dive_palanquees_dive_same_club_fk" FOREIGN KEY ("club_id","dive_id") REFERENCES "public"."outing_dives"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dive_wishes" ADD CONSTRAINT "dive_wishes_participant_same_club_fk" FOREIGN KEY ("club_id","outing_id","user_id") REFERENCES "public"."outing_participants"("club_id","outing_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dive_wishes" ADD CONSTRAINT "dive_wishes_buddy_same_club_fk" FOREIGN KEY ("club_id","buddy_user_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("buddy_user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_dp_same_club_fk" FOREIGN KEY ("club_id","dp_user_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("dp_user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_pilot_same_club_fk" FOREIGN KEY ("club_id","pilot_user_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("pilot_user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_surface_same_club_fk" FOREIGN KEY ("club_id","surface_user_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("surface_user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE SET NULL ("spot_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diver_files" ADD CONSTRAINT "diver_files_user_same_club_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."users"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paper_reminders_sent" ADD CONSTRAINT "paper_reminders_sent_user_same_club_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."users"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_picture_same_club_fk" FOREIGN KEY ("club_id","picture_id") REFERENCES "public"."pictures"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE SET NULL ("spot_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_video_same_club_fk" FOREIGN KEY ("club_id","video_id") REFERENCES "public"."videos"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE SET NULL ("spot_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_same_club_fk" FOREIGN KEY ("club_id","sender_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("sender_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_same_club_fk" FOREIGN KEY ("club_id","recipient_id") REFERENCES "public"."users"("club_id","id") ON DELETE SET NULL ("recipient_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_same_club_fk" FOREIGN KEY ("club_id","news_id") REFERENCES "public"."news"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_news_same_club_fk" FOREIGN KEY ("club_id","news_id") REFERENCES "public"."news"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_contents" ADD CONSTRAINT "outing_contents_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_user_same_club_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."users"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD CONSTRAINT "outing_reminders_sent_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD CONSTRAINT "outing_reminders_sent_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD CONSTRAINT "outing_reminders_sent_user_same_club_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."users"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_spots" ADD CONSTRAINT "outing_spots_outing_same_club_fk" FOREIGN KEY ("club_id","outing_id") REFERENCES "public"."outings"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outing_spots" ADD CONSTRAINT "outing_spots_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_news_same_club_fk" FOREIGN KEY ("club_id","news_id") REFERENCES "public"."news"("club_id","id") ON DELETE SET NULL ("news_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_layer_same_club_fk" FOREIGN KEY ("club_id","layer_id") REFERENCES "public"."layers"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "spot_infos" ADD CONSTRAINT "spot_infos_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "spot_replays" ADD CONSTRAINT "spot_replays_spot_same_club_fk" FOREIGN KEY ("club_id","spot_id") REFERENCES "public"."spots"("club_id","id") ON DELETE cascade ON UPDATE no action;
