CREATE TABLE "diver_files" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"licence_number" varchar(40),
	"licence_season" smallint,
	"medical_certificate_date" date,
	"membership_until" date,
	"parental_consent" boolean DEFAULT false NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_aptitudes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_by_id" integer,
	"assigned_by_name" varchar(201),
	"assigned_at" timestamp with time zone,
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_reminders_sent" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"reminder" varchar(80) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_reminders_sent_user_id_reminder_pk" PRIMARY KEY("user_id","reminder")
);
--> statement-breakpoint
-- Clubs that exist when papers start being checked begin at "warn", so nobody is locked out by the
-- upgrade; clubs created later block on the certificate and the licence.
ALTER TABLE "clubs" ADD COLUMN "medical_certificate_check" varchar(5) DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "medical_certificate_check" SET DEFAULT 'block';--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "licence_check" varchar(5) DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "licence_check" SET DEFAULT 'block';--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "membership_check" varchar(5) DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "accept_declared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "season_end" varchar(5) DEFAULT '08-31' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "manager_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "paper_rules_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outing_participants" ADD COLUMN "override_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "outing_participants" ADD COLUMN "override_by_id" integer;--> statement-breakpoint
ALTER TABLE "outing_participants" ADD COLUMN "override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "diver_files" ADD CONSTRAINT "diver_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diver_files" ADD CONSTRAINT "diver_files_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diver_files" ADD CONSTRAINT "diver_files_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_reminders_sent" ADD CONSTRAINT "paper_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_reminders_sent" ADD CONSTRAINT "paper_reminders_sent_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diver_files_club_licence_idx" ON "diver_files" USING btree ("club_id","licence_number");--> statement-breakpoint
ALTER TABLE "outing_participants" ADD CONSTRAINT "outing_participants_override_by_id_users_id_fk" FOREIGN KEY ("override_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;