CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"picture_url" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_infos" (
	"club_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"opening" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "club_infos_club_id_language_id_pk" PRIMARY KEY("club_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "club_languages" (
	"club_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "club_languages_club_id_language_id_pk" PRIMARY KEY("club_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "club_texts" (
	"club_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"language_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "club_texts_club_id_kind_language_id_pk" PRIMARY KEY("club_id","kind","language_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"alias" varchar(63) NOT NULL,
	"manager_id" integer,
	"facebook_id" varchar(200),
	"facebook_link" varchar(500),
	"has_spots" boolean DEFAULT true NOT NULL,
	"has_gallery" boolean DEFAULT true NOT NULL,
	"has_dolphyn" boolean DEFAULT false NOT NULL,
	"phone" varchar(40),
	"email" varchar(254),
	"subscription_id" integer,
	"color" varchar(7) DEFAULT '#0b7285' NOT NULL,
	"theme" varchar(40),
	"logo_url" varchar(500),
	"youtube_id" varchar(200),
	"is_live" boolean DEFAULT false NOT NULL,
	"live_url" varchar(500),
	"imprint_image_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"path" varchar(300) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_club_id_day_path_pk" PRIMARY KEY("club_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "platform_texts" (
	"kind" varchar(20) NOT NULL,
	"language_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "platform_texts_kind_language_id_pk" PRIMARY KEY("kind","language_id")
);
--> statement-breakpoint
CREATE TABLE "picture_likes" (
	"picture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_likes_picture_id_user_id_pk" PRIMARY KEY("picture_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"spot_id" integer,
	"user_id" integer,
	"name" varchar(200) NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"nb_views" integer DEFAULT 0 NOT NULL,
	"nb_likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_likes" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_likes_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"spot_id" integer,
	"user_id" integer,
	"name" varchar(200) NOT NULL,
	"source" smallint NOT NULL,
	"url" varchar(500) NOT NULL,
	"is_vr" boolean DEFAULT false NOT NULL,
	"nb_views" integer DEFAULT 0 NOT NULL,
	"nb_likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sender_id" integer,
	"recipient_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"event_date" timestamp with time zone,
	"picture_url" varchar(500),
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_contents" (
	"news_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"intro_content" varchar(500) DEFAULT '' NOT NULL,
	"news_content" text NOT NULL,
	CONSTRAINT "news_contents_news_id_language_id_pk" PRIMARY KEY("news_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(8) NOT NULL,
	CONSTRAINT "languages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"max_spots" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"uploaded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_infos" (
	"spot_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"description" text,
	"access" text,
	"interest_points" text,
	"best_hours" text,
	"required_level" varchar(100),
	"accessibility" varchar(100),
	"visibility" varchar(100),
	"dominant_flux" varchar(100),
	"dominant_flux_orientation" varchar(20),
	"dominant_wind" varchar(100),
	"dominant_wind_orientation" varchar(20),
	"best_month_from" smallint,
	"best_month_to" smallint,
	"difficulty" varchar(100),
	CONSTRAINT "spot_infos_spot_id_language_id_pk" PRIMARY KEY("spot_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"country_id" integer,
	"region" varchar(200),
	"town" varchar(200),
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"file_3d_url" varchar(500),
	"live" boolean DEFAULT false NOT NULL,
	"live_url" varchar(500),
	"picture_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer,
	"payload" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"role" smallint DEFAULT 3 NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(200),
	"lastname" varchar(100) NOT NULL,
	"firstname" varchar(100) NOT NULL,
	"nickname" varchar(100),
	"country_id" integer,
	"gender" boolean,
	"birthdate" date,
	"practice_type" smallint DEFAULT 0 NOT NULL,
	"organism" varchar(20),
	"diving_level" varchar(64),
	"avatar_url" varchar(500),
	"facebook_id" varchar(200),
	"job_title" varchar(100),
	"phone" varchar(40),
	"language_key" varchar(8) DEFAULT 'fr' NOT NULL,
	"email_validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_infos" ADD CONSTRAINT "club_infos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_infos" ADD CONSTRAINT "club_infos_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_languages" ADD CONSTRAINT "club_languages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_languages" ADD CONSTRAINT "club_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_texts" ADD CONSTRAINT "club_texts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_texts" ADD CONSTRAINT "club_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_texts" ADD CONSTRAINT "platform_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_infos" ADD CONSTRAINT "spot_infos_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_infos" ADD CONSTRAINT "spot_infos_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_infos" ADD CONSTRAINT "spot_infos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_slides_club_idx" ON "carousel_slides" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "pictures_club_created_idx" ON "pictures" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pictures_club_spot_idx" ON "pictures" USING btree ("club_id","spot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pictures_club_user_idx" ON "pictures" USING btree ("club_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_club_created_idx" ON "videos" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_club_spot_idx" ON "videos" USING btree ("club_id","spot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_club_user_idx" ON "videos" USING btree ("club_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("club_id","sender_id","recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id","read_at");--> statement-breakpoint
CREATE INDEX "comments_news_idx" ON "comments" USING btree ("news_id","created_at");--> statement-breakpoint
CREATE INDEX "news_club_created_idx" ON "news" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "layers_spot_name_unique" ON "layers" USING btree ("spot_id","uploaded","name");--> statement-breakpoint
CREATE INDEX "spots_club_idx" ON "spots" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_club_email_unique" ON "users" USING btree ("club_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_global_email_unique" ON "users" USING btree ("email") WHERE "users"."club_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_club_facebook_unique" ON "users" USING btree ("club_id","facebook_id");--> statement-breakpoint
CREATE INDEX "users_club_name_idx" ON "users" USING btree ("club_id","lastname","firstname");