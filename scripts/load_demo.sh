#!/usr/bin/env bash
# Load the bundled demo (demo/) into the configured database through the real pipeline:
# users and groups, sources, entities, routing rules, facts, the documents, and every
# article prepared. Idempotent. Arguments go to ingest_documents (--sync or --wait).
# PYTHON: the interpreter (default: python). With DEBUG off the demo users need
# POLYPHONY_DEMO_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/.."
M="${PYTHON:-python} manage.py"
$M demo_setup
$M load_sources demo/sources.yaml
$M load_entities demo/entities.yaml
$M load_routing_rules demo/routing_rules.yaml
$M load_facts demo/facts.jsonl
$M ingest_documents demo/documents.jsonl "$@"
$M warm_articles
