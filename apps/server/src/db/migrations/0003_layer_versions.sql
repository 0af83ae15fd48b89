CREATE TABLE "layer_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"layer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"size" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" integer
);
--> statement-breakpoint
ALTER TABLE "layers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_layer_id_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_versions" ADD CONSTRAINT "layer_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layer_versions_layer_version_unique" ON "layer_versions" USING btree ("layer_id","version");--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;