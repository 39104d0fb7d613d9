#!/usr/bin/env bash
# The one-shot init of a deployment (docker compose's `init` service): migrate, and with
# POLYPHONY_LOAD_DEMO=1 load the demo. Safe to run again: every step is idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
export PYTHON
echo "==> migrations"
$PYTHON manage.py migrate --noinput
if [ "${POLYPHONY_LOAD_DEMO:-0}" = 1 ]; then
  echo "==> loading the demo (demo/); its users sign in with POLYPHONY_DEMO_PASSWORD"
  scripts/load_demo.sh --sync
fi
echo "==> init done"
