CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"dedupe_key" varchar(200),
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "outing_contents" (
	"outing_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gear_notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "outing_contents_outing_id_language_id_pk" PRIMARY KEY("outing_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "outing_participants" (
	"outing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"queue_order" bigserial NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outing_participants_outing_id_user_id_pk" PRIMARY KEY("outing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outing_reminders_sent" (
	"outing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outing_reminders_sent_outing_id_user_id_starts_at_pk" PRIMARY KEY("outing_id","user_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "outing_spots" (
	"outing_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "outing_spots_outing_id_spot_id_pk" PRIMARY KEY("outing_id","spot_id")
);
--> statement-breakpoint
CREATE TABLE "outings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sign_up_deadline" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"min_level" smallint DEFAULT 0 NOT NULL,
	"meeting_point" varchar(300) DEFAULT '' NOT NULL,
	"price" varchar(60) DEFAULT '' NOT NULL,
	"news_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outing_contents" ADD CONSTRAINT "outing_contents_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_contents" ADD CONSTRAINT "outing_contents_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_contents" ADD CONSTRAINT "outing_contents_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD CONSTRAINT "outing_reminders_sent_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_reminders_sent" ADD CONSTRAINT "outing_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_spots" ADD CONSTRAINT "outing_spots_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_spots" ADD CONSTRAINT "outing_spots_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_spots" ADD CONSTRAINT "outing_spots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outings" ADD CONSTRAINT "outings_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "outing_participants_user_idx" ON "outing_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outing_participants_queue_idx" ON "outing_participants" USING btree ("outing_id","status","queue_order");--> statement-breakpoint
CREATE INDEX "outing_spots_spot_idx" ON "outing_spots" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "outings_club_ends_idx" ON "outings" USING btree ("club_id","ends_at","starts_at");