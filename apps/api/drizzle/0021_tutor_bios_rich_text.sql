-- custom (keep when regenerating)
-- `tutor_profiles.bio` changes meaning from plain text (paragraphs separated by blank lines) to sanitised HTML
-- (`lib/rich-text.ts`, ADR 0037), edited with the shared rich-text editor on /tutor/profil. Existing plain bios
-- become escaped paragraphs, a single line break a <br> (as migration 0015 did for materials); a bio that already
-- starts with a tag is left alone.
UPDATE "tutor_profiles"
SET "bio" = '<p>' || replace(
  regexp_replace(
    replace(replace(replace(trim("bio"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\\n[ \\t]*\\n\\s*', '</p><p>', 'g'
  ),
  E'\n', '<br>'
) || '</p>'
WHERE trim("bio") <> '' AND "bio" !~ '^\s*<(p|h[234]|ul|ol|blockquote)[ >]';
