#!/usr/bin/env bash
# The demo: install, start the database, migrate, ingest the bundled corpus through
# the real pipeline, and serve at http://127.0.0.1:8000 (Ctrl-C stops it).
# It serves as readers would meet it, with DEBUG off; DJANGO_DEBUG=1 turns it on.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-config.settings.local}"
export DJANGO_DEBUG="${DJANGO_DEBUG:-0}"
PY=.venv/bin/python
export PYTHON=$PY
HOST_PORT="${DEMO_ADDR:-127.0.0.1:8000}"
# The demo's users have the known password polyphony-demo unless POLYPHONY_DEMO_PASSWORD is set.
export POLYPHONY_DEMO_PASSWORD="${POLYPHONY_DEMO_PASSWORD:-polyphony-demo}"

echo "==> database (embedded PostgreSQL + pgvector unless DATABASE_URL is set) and migrations"
$PY manage.py migrate --noinput
$PY manage.py collectstatic --noinput -v 0

worker_pid=""
cleanup() { [ -n "$worker_pid" ] && kill "$worker_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM
if $PY -c "import django,os;django.setup();from core.queue import broker_reachable;raise SystemExit(0 if broker_reachable() else 1)"; then
  echo "==> Redis found: starting a Celery worker and beat, ingesting through the queue"
  EMBEDDING_THREADS=1 .venv/bin/celery -A config worker --beat --loglevel=warning --concurrency=2 \
      -s .data/celerybeat-schedule \
      > .data/celery-demo.log 2>&1 &
  worker_pid=$!
  scripts/load_demo.sh --wait
else
  echo "==> no broker at \$REDIS_URL: running the ingestion tasks in-process"
  export TASKS_IN_PROCESS=1
  scripts/load_demo.sh --sync
fi
echo "==> serving http://$HOST_PORT/  (sign in: analyst or reader; admin: http://$HOST_PORT/admin/ as admin; password $POLYPHONY_DEMO_PASSWORD)"
.venv/bin/gunicorn config.wsgi --bind "$HOST_PORT" --workers 2 --no-control-socket --access-logfile -
