CREATE TABLE "dive_palanquee_members" (
	"palanquee_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	CONSTRAINT "dive_palanquee_members_palanquee_id_user_id_pk" PRIMARY KEY("palanquee_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dive_palanquees" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"dive_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"activity" varchar(20) NOT NULL,
	"autonomous" boolean DEFAULT false NOT NULL,
	"gas" varchar(10) NOT NULL,
	"planned_depth" real NOT NULL,
	"planned_duration" integer NOT NULL,
	"override_reason" varchar(500),
	"entry_time" varchar(5),
	"exit_time" varchar(5),
	"max_depth" real,
	"duration" integer,
	"stops" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "dive_wishes" (
	"outing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"intent" varchar(10) NOT NULL,
	"training_toward" varchar(10),
	"gas" varchar(10) NOT NULL,
	"buddy_user_id" integer,
	"tank_litres" smallint,
	CONSTRAINT "dive_wishes_outing_id_user_id_pk" PRIMARY KEY("outing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outing_dive_roles" (
	"outing_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"dp_user_id" integer,
	"pilot_user_id" integer,
	"surface_user_id" integer,
	"boat" varchar(120) DEFAULT '' NOT NULL,
	"rescue_kit" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outing_dives" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"outing_id" integer NOT NULL,
	"dive_index" smallint NOT NULL,
	"spot_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"activity" varchar(20) NOT NULL,
	"gas" varchar(10) NOT NULL,
	"planned_depth" real NOT NULL,
	"planned_duration" integer NOT NULL,
	"signed_by_name" varchar(201),
	"signed_by_user_id" integer,
	"signed_at" timestamp with time zone,
	"signature_voided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"unplaced" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"outing_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"site" varchar(200) DEFAULT '' NOT NULL,
	"dp_name" varchar(200),
	"first_dive_at" timestamp with time zone NOT NULL,
	"dives" smallint NOT NULL,
	"signed_dives" smallint NOT NULL,
	"divers" smallint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" ADD CONSTRAINT "dive_palanquee_members_palanquee_id_dive_palanquees_id_fk" FOREIGN KEY ("palanquee_id") REFERENCES "public"."dive_palanquees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" ADD CONSTRAINT "dive_palanquee_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_palanquee_members" ADD CONSTRAINT "dive_palanquee_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_palanquees" ADD CONSTRAINT "dive_palanquees_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_palanquees" ADD CONSTRAINT "dive_palanquees_dive_id_outing_dives_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."outing_dives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_wishes" ADD CONSTRAINT "dive_wishes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_wishes" ADD CONSTRAINT "dive_wishes_buddy_user_id_users_id_fk" FOREIGN KEY ("buddy_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_wishes" ADD CONSTRAINT "dive_wishes_participant_fk" FOREIGN KEY ("outing_id","user_id") REFERENCES "public"."outing_participants"("outing_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_dp_user_id_users_id_fk" FOREIGN KEY ("dp_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_pilot_user_id_users_id_fk" FOREIGN KEY ("pilot_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dive_roles" ADD CONSTRAINT "outing_dive_roles_surface_user_id_users_id_fk" FOREIGN KEY ("surface_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing_dives" ADD CONSTRAINT "outing_dives_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_sheets" ADD CONSTRAINT "safety_sheets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_palanquee_members_user_idx" ON "dive_palanquee_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_palanquees_dive_number_idx" ON "dive_palanquees" USING btree ("dive_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "outing_dives_outing_index_idx" ON "outing_dives" USING btree ("outing_id","dive_index");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_sheets_club_outing_idx" ON "safety_sheets" USING btree ("club_id","outing_id");--> statement-breakpoint
CREATE INDEX "safety_sheets_club_first_dive_idx" ON "safety_sheets" USING btree ("club_id","first_dive_at" DESC NULLS LAST);