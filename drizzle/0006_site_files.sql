CREATE TABLE "site_files" (
	"path" text PRIMARY KEY NOT NULL,
	"body_base64" text NOT NULL,
	"content_type" text NOT NULL,
	"generation" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_files_generation_idx" ON "site_files" USING btree ("generation");