"""App boundaries (DESIGN.md): core ← claims ← predictions ← encyclopedia, talk, and the two readers apart."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: What each app must never import: the apps that read it, or the other reader.
FORBIDDEN = {
    "core": {"claims", "predictions", "encyclopedia", "talk"},
    "claims": {"predictions", "encyclopedia", "talk"},
    "predictions": {"encyclopedia", "talk"},
    "talk": {"encyclopedia"},
    "encyclopedia": {"talk"},
}


def _imported_apps(path: Path) -> set[tuple[str, int]]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found |= {(alias.name.split(".")[0], node.lineno) for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add((node.module.split(".")[0], node.lineno))
    return found


@pytest.mark.parametrize("app", sorted(FORBIDDEN))
def test_app_imports_only_what_it_may_depend_on(app):
    """No module of an app imports an app it must not depend on (migrations included)."""
    bad = [f"{path.relative_to(ROOT)}:{line} imports {name}"
           for path in sorted((ROOT / app).rglob("*.py"))
           for name, line in sorted(_imported_apps(path)) if name in FORBIDDEN[app]]
    assert bad == []
