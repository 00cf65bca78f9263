CREATE TABLE "kiosk_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"file" text,
	"content_type" text DEFAULT 'video/webm' NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The videos a store saved in its kiosk_videos setting become rows, in their order; a store that never saved any gets
-- the demo's three shipped clips (web/public/kiosk-videos), as before.
INSERT INTO "kiosk_videos" ("video_id", "title", "url", "sort_order")
SELECT v->>'id', coalesce(v->>'title', ''), v->>'url', (t.n - 1)::int
FROM "settings" s, jsonb_array_elements(CASE WHEN jsonb_typeof(s."value") = 'array' THEN s."value" ELSE '[]'::jsonb END) WITH ORDINALITY AS t(v, n)
WHERE s."key" = 'kiosk_videos' AND v->>'id' IS NOT NULL AND v->>'url' IS NOT NULL
ON CONFLICT ("video_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "kiosk_videos" ("video_id", "title", "url", "sort_order")
SELECT * FROM (VALUES
	('brakes', 'Brakes that stop on a dime', '/kiosk-videos/clip-1.webm', 0),
	('batteries', 'Batteries tested free', '/kiosk-videos/clip-2.webm', 1),
	('install', 'Ask us about installation', '/kiosk-videos/clip-3.webm', 2)
) AS demo("video_id", "title", "url", "sort_order")
WHERE NOT EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'kiosk_videos');
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'kiosk_videos';
--> statement-breakpoint
-- The kiosk timers are whole minutes (the settings editor's rule); a fraction saved by the old kiosk route is rounded,
-- at least 1, and the prompt stays shorter than the idle time.
UPDATE "settings" SET "value" = to_jsonb(greatest(1, round(("value" #>> '{}')::numeric))::int)
WHERE "key" IN ('kiosk_idle_timer', 'kiosk_prompt_timer') AND jsonb_typeof("value") IN ('number', 'string')
	AND ("value" #>> '{}') ~ '^[0-9]+(\.[0-9]+)?$';
--> statement-breakpoint
UPDATE "settings" SET "value" = to_jsonb(least(30, greatest(1, ("value" #>> '{}')::int)))
WHERE "key" = 'kiosk_prompt_timer' AND ("value" #>> '{}') ~ '^[0-9]+$';
--> statement-breakpoint
UPDATE "settings" i SET "value" = to_jsonb(least(120, greatest(("i"."value" #>> '{}')::int, (p."value" #>> '{}')::int + 1)))
FROM "settings" p
WHERE i."key" = 'kiosk_idle_timer' AND p."key" = 'kiosk_prompt_timer'
	AND (i."value" #>> '{}') ~ '^[0-9]+$' AND (p."value" #>> '{}') ~ '^[0-9]+$';
