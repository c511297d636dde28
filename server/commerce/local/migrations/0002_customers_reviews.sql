CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  email_lower TEXT UNIQUE NOT NULL,
  password_hash TEXT,
  version INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE customer_tokens (
  value TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  sku TEXT,
  customer_id TEXT,
  rating INTEGER,
  included_in_statistics INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id, included_in_statistics, created_at);
CREATE INDEX reviews_customer ON reviews (customer_id, sku);

CREATE TABLE payments (id TEXT PRIMARY KEY, data TEXT NOT NULL);
