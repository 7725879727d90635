-- Catalogue, customers, carts (sessions), orders. Money is stored in integer cents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Products, variations and media share one id space, as WordPress posts do, so global ids never collide.
CREATE SEQUENCE posts_id_seq;

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE media (
  id int PRIMARY KEY DEFAULT nextval('posts_id_seq'),
  slug text NOT NULL UNIQUE,
  path text NOT NULL UNIQUE,            -- public path under /images, e.g. /images/products/aurora-lamp.png
  alt_text text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  width int NOT NULL,
  height int NOT NULL,
  art jsonb NOT NULL                    -- recipe for the generated artwork (colours, shape)
);

CREATE TABLE attributes (
  id serial PRIMARY KEY,
  taxonomy text NOT NULL UNIQUE,        -- pa_color, pa_size
  label text NOT NULL
);

CREATE TABLE terms (
  id serial PRIMARY KEY,
  taxonomy text NOT NULL,               -- product_cat, product_tag, pa_color, pa_size
  slug text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  parent_id int REFERENCES terms(id),
  image_id int REFERENCES media(id),
  menu_order int NOT NULL DEFAULT 0,
  count int NOT NULL DEFAULT 0,         -- visible published products carrying the term
  UNIQUE (taxonomy, slug)
);

CREATE TABLE products (
  id int PRIMARY KEY DEFAULT nextval('posts_id_seq'),
  parent_id int REFERENCES products(id),  -- variations point at their variable product
  type text NOT NULL CHECK (type IN ('simple','variable','external','variation')),
  status text NOT NULL DEFAULT 'publish',
  catalog_visibility text NOT NULL DEFAULT 'visible',
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  sku text UNIQUE,
  description text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  regular_price int,                      -- cents; variable products: null (derived from variations)
  sale_price int,
  price int,                              -- effective price; variable products: lowest variation price
  max_price int,                          -- highest price (variable products: highest variation price)
  on_sale boolean NOT NULL DEFAULT false,
  date_on_sale_from timestamptz,
  date_on_sale_to timestamptz,
  featured boolean NOT NULL DEFAULT false,
  menu_order int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  manage_stock boolean NOT NULL DEFAULT false,
  stock_quantity int,
  stock_status text NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock','outofstock','onbackorder')),
  backorders text NOT NULL DEFAULT 'no' CHECK (backorders IN ('no','notify','yes')),
  low_stock_amount int,
  sold_individually boolean NOT NULL DEFAULT false,
  average_rating numeric(3,2) NOT NULL DEFAULT 0,
  review_count int NOT NULL DEFAULT 0,
  total_sales int NOT NULL DEFAULT 0,
  weight text, length text, width text, height text,
  virtual boolean NOT NULL DEFAULT false,
  downloadable boolean NOT NULL DEFAULT false,
  download_limit int,                     -- null or -1: unlimited
  download_expiry int,                    -- days; null or -1: never
  external_url text,
  button_text text,
  is_gift_card boolean NOT NULL DEFAULT false,
  reviews_allowed boolean NOT NULL DEFAULT true,
  purchase_note text,
  image_id int REFERENCES media(id),
  gallery_ids int[] NOT NULL DEFAULT '{}',
  variation_attributes jsonb NOT NULL DEFAULT '{}',  -- variations: {"pa_color":"red","pa_size":"m"}
  default_attributes jsonb NOT NULL DEFAULT '{}',
  meta jsonb NOT NULL DEFAULT '[]'
);

-- Listing indexes: every listing filters on visible, published top-level products.
CREATE INDEX products_list_date ON products (created_at DESC, id DESC) WHERE parent_id IS NULL AND status = 'publish';
CREATE INDEX products_list_price ON products (price, id) WHERE parent_id IS NULL AND status = 'publish';
CREATE INDEX products_list_name ON products (name, id) WHERE parent_id IS NULL AND status = 'publish';
CREATE INDEX products_list_rating ON products (average_rating, id) WHERE parent_id IS NULL AND status = 'publish';
CREATE INDEX products_list_sales ON products (total_sales, id) WHERE parent_id IS NULL AND status = 'publish';
CREATE INDEX products_list_sale ON products (id) WHERE parent_id IS NULL AND status = 'publish' AND on_sale;
CREATE INDEX products_parent ON products (parent_id, menu_order, id) WHERE parent_id IS NOT NULL;
CREATE INDEX products_name_trgm ON products USING gin (lower(name) gin_trgm_ops);
CREATE INDEX products_text_trgm ON products USING gin (lower(short_description || ' ' || description) gin_trgm_ops);

CREATE TABLE product_terms (
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  term_id int NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, term_id)
);
CREATE INDEX product_terms_term ON product_terms (term_id, product_id);

CREATE TABLE product_attributes (
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL,                      -- pa_color (global) or a local label like "Material"
  position int NOT NULL DEFAULT 0,
  is_variation boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  options text[] NOT NULL,                 -- term slugs (global) or values (local)
  PRIMARY KEY (product_id, name)
);

CREATE TABLE product_downloads (
  id text PRIMARY KEY,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL,
  file text NOT NULL                       -- path under the download store
);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  display_name text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'customer',
  billing jsonb NOT NULL DEFAULT '{}',
  shipping jsonb NOT NULL DEFAULT '{}',
  auth_secret text NOT NULL,               -- rotating it revokes every refresh token
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email_lower ON customers (lower(email));
CREATE UNIQUE INDEX customers_username_lower ON customers (lower(username));

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id int REFERENCES customers(id),
  author text NOT NULL,
  author_email text NOT NULL,
  author_url text,
  content text NOT NULL,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  status text NOT NULL DEFAULT 'approve',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product ON reviews (product_id, created_at DESC, id DESC);

CREATE TABLE sessions (
  key text PRIMARY KEY,                    -- guest: t_<random>; customer: the customer id
  customer_id int REFERENCES customers(id),
  data jsonb NOT NULL DEFAULT '{}',        -- cart lines, coupons, chosen shipping, address
  last_order_id int,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL,
  description text NOT NULL DEFAULT '',
  discount_type text NOT NULL CHECK (discount_type IN ('percent','fixed_cart','fixed_product')),
  amount int NOT NULL,                     -- percent: whole percent; fixed: cents
  expires_at timestamptz,
  usage_limit int,
  usage_limit_per_user int,
  usage_count int NOT NULL DEFAULT 0,
  minimum_amount int,
  maximum_amount int,
  individual_use boolean NOT NULL DEFAULT false,
  free_shipping boolean NOT NULL DEFAULT false,
  product_ids int[] NOT NULL DEFAULT '{}',
  email_restrictions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code ON coupons (lower(code));

CREATE TABLE shipping_zones (
  id serial PRIMARY KEY,
  name text NOT NULL,
  position int NOT NULL,
  countries text[] NOT NULL DEFAULT '{}'   -- empty: everywhere else
);

CREATE TABLE shipping_methods (
  instance_id serial PRIMARY KEY,
  zone_id int NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
  method_id text NOT NULL CHECK (method_id IN ('flat_rate','free_shipping','local_pickup')),
  title text NOT NULL,
  cost int NOT NULL DEFAULT 0,
  min_amount int,                          -- free_shipping threshold (cents)
  position int NOT NULL DEFAULT 0
);

CREATE TABLE tax_rates (
  country text PRIMARY KEY,                -- '*' for the fallback
  rate numeric(6,3) NOT NULL,              -- percent
  label text NOT NULL,
  shipping boolean NOT NULL DEFAULT true
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_key text NOT NULL UNIQUE,
  customer_id int REFERENCES customers(id),
  session_key text,
  status text NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  billing jsonb NOT NULL,
  shipping jsonb NOT NULL,
  payment_method text NOT NULL,
  payment_method_title text NOT NULL,
  transaction_id text,
  customer_note text,
  subtotal int NOT NULL,
  discount_total int NOT NULL,
  discount_tax int NOT NULL,
  shipping_total int NOT NULL,
  shipping_tax int NOT NULL,
  cart_tax int NOT NULL,
  total_tax int NOT NULL,
  total int NOT NULL,
  coupon_codes text[] NOT NULL DEFAULT '{}',
  shipping_lines jsonb NOT NULL DEFAULT '[]',
  meta jsonb NOT NULL DEFAULT '[]',
  cart_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id),
  variation_id int REFERENCES products(id),
  name text NOT NULL,
  quantity int NOT NULL,
  subtotal int NOT NULL,
  subtotal_tax int NOT NULL,
  total int NOT NULL,
  total_tax int NOT NULL,
  meta jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX order_items_order ON order_items (order_id, id);

CREATE TABLE download_permissions (
  id serial PRIMARY KEY,
  token text NOT NULL UNIQUE,              -- secret part of the download URL
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  customer_id int REFERENCES customers(id),
  product_id int NOT NULL REFERENCES products(id),
  download_id text NOT NULL REFERENCES product_downloads(id),
  downloads_remaining int,                 -- null: unlimited
  access_expires timestamptz,              -- null: never
  download_count int NOT NULL DEFAULT 0
);
CREATE INDEX download_permissions_customer ON download_permissions (customer_id, id);

CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id),
  coupon_id int NOT NULL REFERENCES coupons(id),
  amount int NOT NULL
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE password_resets (
  key_hash text PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE login_attempts (
  key text PRIMARY KEY,                    -- lower(username) or ip
  failures int NOT NULL,
  window_start timestamptz NOT NULL
);

CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE customer_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);
