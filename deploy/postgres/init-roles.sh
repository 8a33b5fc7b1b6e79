#!/bin/sh
# First start of the compose PostgreSQL: the least-privilege roles of roles.sql, passwords from the environment.
set -eu
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" \
  -v owner_password="$CHAINCARD_OWNER_PASSWORD" -v app_password="$CHAINCARD_APP_PASSWORD" \
  -f /opt/chaincard/roles.sql
