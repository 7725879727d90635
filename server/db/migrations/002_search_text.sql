-- Search reads one precomputed, lower-cased, tag-free text per product instead of lower()-ing name and
-- descriptions (with their HTML) on every row; trigram indexes serve selective terms.
ALTER TABLE products
  ADD COLUMN search_name text GENERATED ALWAYS AS (lower(name)) STORED,
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(name || ' ' || regexp_replace(short_description || ' ' || description, '<[^>]*>', ' ', 'g'))
  ) STORED;
DROP INDEX IF EXISTS products_name_trgm;
DROP INDEX IF EXISTS products_text_trgm;
CREATE INDEX products_search_name_trgm ON products USING gin (search_name gin_trgm_ops);
CREATE INDEX products_search_text_trgm ON products USING gin (search_text gin_trgm_ops);
