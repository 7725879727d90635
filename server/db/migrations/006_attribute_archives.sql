-- A global attribute's "Enable archives" (WooCommerce's `attribute_public`, off by default): WordPress registers the
-- attribute's taxonomy as public only with it, and WPGraphQL lists only public taxonomies, so a guest (every server
-- render) sees an attribute without archives in no `taxonomies` list and the storefront offers no filter for it.
-- Rows that existed before this column are the demo's colours and sizes, which the demo store shows with archives.
ALTER TABLE attributes ADD COLUMN has_archives boolean NOT NULL DEFAULT false;
UPDATE attributes SET has_archives = true WHERE taxonomy IN ('pa_color', 'pa_size');
