#!/usr/bin/env bash
# The test suite: real PostgreSQL + pgvector (embedded), real Redis, a real Celery
# worker and a real browser (Debian's Chromium). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "==> installing Debian's chromium for the browser tests"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
      || echo "!! could not install chromium; browser tests will fail"
  else
    echo "!! chromium is missing: run 'sudo apt-get install -y chromium' for the browser tests"
  fi
fi
if ! .venv/bin/python - <<'PY'
import redis, os
redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), socket_connect_timeout=1).ping()
PY
then
  if command -v redis-server >/dev/null 2>&1; then
    echo "==> starting redis-server on 127.0.0.1:6379"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no
    sleep 1
  else
    echo "!! Redis is not running and redis-server is not installed (apt-get install -y redis-server)"
  fi
fi
export DJANGO_SETTINGS_MODULE=config.settings.test
exec .venv/bin/python -m pytest "$@"
