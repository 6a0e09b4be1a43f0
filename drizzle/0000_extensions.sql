-- pg_trgm powers carSearchText (typo-tolerant search); created in public so every schema sees it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
