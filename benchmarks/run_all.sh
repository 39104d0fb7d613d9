#!/usr/bin/env bash
# Run every benchmark at 10k, 100k and 1M claims (or the scales given: run_all.sh 10k 100k).
# Each scale has its own database, polyphony_bench_<scale>, created by the embedded
# server, migrated, and filled by generate_corpus unless it already holds the corpus
# (REGENERATE=1 forces a fresh corpus). Output: benchmarks/results/<scale>.jsonl
# (one RESULT line per script) and <scale>.log.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
if [ $# -gt 0 ]; then SCALES=("$@"); else SCALES=(10k 100k 1m); fi
mkdir -p benchmarks/results

entities_for() { case "$1" in 10k) echo 100;; 100k) echo 1000;; 1m) echo 10000;; *) echo $(( $1 / 100 ));; esac; }
claims_for() { case "$1" in 10k) echo 10000;; 100k) echo 100000;; 1m) echo 1000000;; *) echo "$1";; esac; }

for scale in "${SCALES[@]}"; do
  db="polyphony_bench_${scale}"
  log="benchmarks/results/${scale}.log"
  out="benchmarks/results/${scale}.jsonl"
  : > "$out"
  echo "== $scale ($db) $(date -u +%FT%TZ)" | tee "$log"
  POLYPHONY_DB_NAME="$db" $PY manage.py migrate -v0
  have=$(POLYPHONY_DB_NAME="$db" $PY manage.py shell -c "from claims.models import Claim; print(Claim.objects.count())" | tail -1)
  if [ "${REGENERATE:-0}" = "1" ] || [ "$have" -lt "$(claims_for "$scale")" ]; then
    /usr/bin/time -v env POLYPHONY_DB_NAME="$db" $PY manage.py generate_corpus --reset \
      --claims "$(claims_for "$scale")" --entities "$(entities_for "$scale")" --seed 1 2>&1 \
      | grep -E "database|Elapsed|Maximum resident" | tee -a "$log"
  fi
  for script in bench_slider bench_talk bench_knn bench_ingest bench_answer bench_facts bench_memory; do
    start=$(date +%s)
    $PY "benchmarks/${script}.py" "$scale" 2>/dev/null | tee -a "$log" | grep '^RESULT ' | sed 's/^RESULT //' >> "$out" || true
    echo "   ${script}: $(( $(date +%s) - start )) s" | tee -a "$log"
  done
done
