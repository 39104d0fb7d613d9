#!/usr/bin/env bash
# The demo: install, start the database, migrate, ingest the bundled corpus through
# the real pipeline, and serve at http://127.0.0.1:8000 (Ctrl-C stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-config.settings.local}"
PY=.venv/bin/python
HOST_PORT="${DEMO_ADDR:-127.0.0.1:8000}"

echo "==> database (embedded PostgreSQL + pgvector unless DATABASE_URL is set) and migrations"
$PY manage.py migrate --noinput
$PY manage.py collectstatic --noinput -v 0
$PY manage.py demo_setup
$PY manage.py load_sources demo/sources.yaml
$PY manage.py load_entities demo/entities.yaml
$PY manage.py load_routing_rules demo/routing_rules.yaml
$PY manage.py load_facts demo/facts.jsonl

worker_pid=""
cleanup() { [ -n "$worker_pid" ] && kill "$worker_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM
if $PY -c "import django,os;django.setup();from core.queue import broker_reachable;raise SystemExit(0 if broker_reachable() else 1)"; then
  echo "==> Redis found: starting a Celery worker and beat, ingesting through the queue"
  EMBEDDING_THREADS=1 .venv/bin/celery -A config worker --beat --loglevel=warning --concurrency=2 \
      -s .data/celerybeat-schedule \
      > .data/celery-demo.log 2>&1 &
  worker_pid=$!
  $PY manage.py ingest_documents demo/documents.jsonl --wait
else
  echo "==> no broker at \$REDIS_URL: running the ingestion tasks in-process"
  export TASKS_IN_PROCESS=1
  $PY manage.py ingest_documents demo/documents.jsonl --sync
fi
$PY manage.py warm_articles
echo "==> serving http://$HOST_PORT/  (sign in: analyst or reader; admin: http://$HOST_PORT/admin/ as admin; password polyphony-demo)"
.venv/bin/gunicorn config.wsgi --bind "$HOST_PORT" --workers 2 --no-control-socket --access-logfile -
