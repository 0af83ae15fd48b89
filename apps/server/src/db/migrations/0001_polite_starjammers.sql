CREATE TABLE "spot_replays" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "live_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spot_replays" ADD CONSTRAINT "spot_replays_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_replays" ADD CONSTRAINT "spot_replays_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_replays_spot_idx" ON "spot_replays" USING btree ("club_id","spot_id","finished_at" DESC NULLS LAST);