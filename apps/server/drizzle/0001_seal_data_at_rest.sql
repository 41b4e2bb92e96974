ALTER TABLE "encounters" ALTER COLUMN "sections" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "encounters" ALTER COLUMN "sections" SET DEFAULT '[]';