CREATE TABLE "practitioner_counts" (
	"practitioner_id" uuid PRIMARY KEY NOT NULL,
	"patients" integer DEFAULT 0 NOT NULL,
	"encounters" integer DEFAULT 0 NOT NULL,
	"archived_encounters" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practitioner_counts" ADD CONSTRAINT "practitioner_counts_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts are kept by triggers (decision 123), written by hand: drizzle-kit does not model triggers. Each runs in
-- the transaction of the write that changes a count, so a list's total read in one statement with its page is
-- exactly what counting the rows would give. The triggers come before the backfill: creating them locks the
-- tables against writes until this migration commits, so no row is written between the count and its trigger.
CREATE FUNCTION "practitioner_counts_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO practitioner_counts (practitioner_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "practitioner_counts_row" AFTER INSERT ON "practitioners" FOR EACH ROW EXECUTE FUNCTION "practitioner_counts_row"();
--> statement-breakpoint
CREATE FUNCTION "patients_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE practitioner_counts SET patients = patients - 1 WHERE practitioner_id = OLD.practitioner_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE practitioner_counts SET patients = patients + 1 WHERE practitioner_id = NEW.practitioner_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patients_counted" AFTER INSERT OR DELETE OR UPDATE OF "practitioner_id" ON "patients" FOR EACH ROW EXECUTE FUNCTION "patients_counted"();
--> statement-breakpoint
CREATE FUNCTION "encounters_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE practitioner_counts SET encounters = encounters - (NOT OLD.is_archived)::int, archived_encounters = archived_encounters - OLD.is_archived::int
      WHERE practitioner_id = OLD.practitioner_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE practitioner_counts SET encounters = encounters + (NOT NEW.is_archived)::int, archived_encounters = archived_encounters + NEW.is_archived::int
      WHERE practitioner_id = NEW.practitioner_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "encounters_counted" AFTER INSERT OR DELETE OR UPDATE OF "practitioner_id", "is_archived" ON "encounters" FOR EACH ROW EXECUTE FUNCTION "encounters_counted"();
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it empties the counts it would leave wrong.
CREATE FUNCTION "counted_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    UPDATE practitioner_counts SET patients = 0;
  ELSE
    UPDATE practitioner_counts SET encounters = 0, archived_encounters = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patients_truncated" AFTER TRUNCATE ON "patients" FOR EACH STATEMENT EXECUTE FUNCTION "counted_truncated"();
--> statement-breakpoint
CREATE TRIGGER "encounters_truncated" AFTER TRUNCATE ON "encounters" FOR EACH STATEMENT EXECUTE FUNCTION "counted_truncated"();
--> statement-breakpoint
INSERT INTO "practitioner_counts" ("practitioner_id", "patients", "encounters", "archived_encounters")
SELECT p.id,
  (SELECT count(*) FROM patients WHERE practitioner_id = p.id),
  (SELECT count(*) FROM encounters WHERE practitioner_id = p.id AND NOT is_archived),
  (SELECT count(*) FROM encounters WHERE practitioner_id = p.id AND is_archived)
FROM practitioners p;
