-- commercetools-style custom objects (container, key, JSON value): the SEO redirect table of SPEC §2
-- guard 12 and the newsletter consents of guard 6 live here, as they do in custom objects on the
-- platform.
CREATE TABLE custom_objects (
  container TEXT NOT NULL,
  key TEXT NOT NULL,
  version INTEGER NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_modified_at TEXT NOT NULL,
  PRIMARY KEY (container, key)
);
