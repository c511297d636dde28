-- Resources are stored as their commercetools JSON in `data`; the columns beside it are what
-- queries filter and join on.

CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL);

CREATE TABLE product_types (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE tax_categories (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE customer_groups (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE channels (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE zones (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, country TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE stores (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE shipping_methods (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  key TEXT UNIQUE NOT NULL,
  parent_id TEXT REFERENCES categories(id),
  order_hint TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE category_slugs (
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories(id),
  PRIMARY KEY (language, slug)
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  key TEXT UNIQUE NOT NULL,
  published INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX products_published ON products (published, created_at);
CREATE TABLE product_slugs (
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products(id),
  PRIMARY KEY (language, slug)
);
CREATE TABLE product_skus (
  sku TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  variant_id INTEGER NOT NULL
);
CREATE INDEX product_skus_product ON product_skus (product_id);
CREATE TABLE product_categories (
  category_id TEXT NOT NULL REFERENCES categories(id),
  product_id TEXT NOT NULL REFERENCES products(id),
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product ON product_categories (product_id);
CREATE TABLE product_discounts (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);

CREATE TABLE inventory (
  id TEXT PRIMARY KEY,
  sku TEXT NOT NULL,
  channel_id TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL,
  quantity_on_stock INTEGER NOT NULL,
  available_quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  last_modified_at TEXT NOT NULL,
  UNIQUE (sku, channel_id)
);

CREATE TABLE cart_discounts (id TEXT PRIMARY KEY, key TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
CREATE TABLE discount_codes (
  id TEXT PRIMARY KEY,
  code TEXT UNIQUE NOT NULL,
  applications INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL
);

CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  cart_state TEXT NOT NULL,
  store_key TEXT,
  customer_id TEXT,
  anonymous_id TEXT,
  last_modified_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX carts_customer ON carts (customer_id, cart_state, last_modified_at);
CREATE INDEX carts_anonymous ON carts (anonymous_id, cart_state, last_modified_at);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  order_number TEXT UNIQUE NOT NULL,
  idempotency_key TEXT UNIQUE NOT NULL,
  cart_id TEXT NOT NULL,
  customer_id TEXT,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, created_at);
