CREATE TABLE "ad_texts" (
	"ad_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link_text" text DEFAULT '' NOT NULL,
	"link" text,
	CONSTRAINT "ad_texts_ad_id_lang_pk" PRIMARY KEY("ad_id","lang")
);
--> statement-breakpoint
ALTER TABLE "ad_texts" ADD CONSTRAINT "ad_texts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;