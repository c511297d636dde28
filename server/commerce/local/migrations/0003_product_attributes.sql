-- The scalar attributes of each product's master variant (text, numbers, booleans as 1/0), so an
-- attribute lookup (SPEC §5: all requested pairs present; SPEC §7 comparison by family) reads an index
-- instead of every product. Filled by catalog-writer.ts; existing catalogs are filled here.
CREATE TABLE product_attributes (
  product_id TEXT NOT NULL REFERENCES products (id),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, name)
);
CREATE INDEX product_attributes_by_value ON product_attributes (name, value);

INSERT OR IGNORE INTO product_attributes (product_id, name, value)
SELECT p.id, a.value ->> '$.name', CAST(a.value ->> '$.value' AS TEXT)
FROM products p, json_each(p.data, '$.masterVariant.attributes') a
WHERE json_type(a.value, '$.value') IN ('text', 'integer', 'real', 'true', 'false');
