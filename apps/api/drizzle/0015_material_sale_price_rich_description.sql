DROP INDEX "materials_price_idx";--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "final_price" integer GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "materials_final_price_idx" ON "materials" USING btree ("final_price");--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_sale_price_valid" CHECK ("materials"."sale_price" is null or ("materials"."sale_price" >= 0 and "materials"."sale_price" < "materials"."price"));--> statement-breakpoint
-- `materials.description` changes meaning from plain text (paragraphs separated by blank lines) to sanitised HTML
-- (`lib/rich-text.ts`), as classes and courses store it. Existing plain texts become escaped paragraphs, a single
-- line break a <br>; a description that already starts with a tag is left alone.
UPDATE "materials"
SET "description" = '<p>' || replace(
  regexp_replace(
    replace(replace(replace(trim("description"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\\n[ \\t]*\\n\\s*', '</p><p>', 'g'
  ),
  E'\n', '<br>'
) || '</p>'
WHERE trim("description") <> '' AND "description" !~ '^\s*<(p|h[234]|ul|ol|blockquote)[ >]';
