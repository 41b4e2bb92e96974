DROP INDEX "encounters_practitioner_patient";--> statement-breakpoint
DROP INDEX "encounters_practitioner_created";--> statement-breakpoint
DROP INDEX "patients_practitioner_created";--> statement-breakpoint
DROP INDEX "patients_practitioner_first_name";--> statement-breakpoint
DROP INDEX "patients_practitioner_last_name";--> statement-breakpoint
CREATE INDEX "patients_practitioner_birth_date" ON "patients" USING btree ("practitioner_id","birth_date","created_at","id");--> statement-breakpoint
CREATE INDEX "patients_practitioner_gender" ON "patients" USING btree ("practitioner_id","gender","created_at","id");--> statement-breakpoint
CREATE INDEX "patients_practitioner_first_name_prefix" ON "patients" USING btree ("practitioner_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_practitioner_last_name_prefix" ON "patients" USING btree ("practitioner_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "encounters_practitioner_patient" ON "encounters" USING btree ("practitioner_id","patient_id","is_archived","created_at","id");--> statement-breakpoint
CREATE INDEX "encounters_practitioner_created" ON "encounters" USING btree ("practitioner_id","is_archived","created_at","id");--> statement-breakpoint
CREATE INDEX "patients_practitioner_created" ON "patients" USING btree ("practitioner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "patients_practitioner_first_name" ON "patients" USING btree ("practitioner_id",lower("first_name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "patients_practitioner_last_name" ON "patients" USING btree ("practitioner_id",lower("last_name"),"created_at","id");