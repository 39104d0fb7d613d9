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


def _bound_twice(path: Path) -> list[str]:
    """Names a module binds more than once at its top level (an assignment, a function or a class): the later one
    silently replaces the earlier everywhere, a regex read by code written for the first, a test that never runs."""
    seen, twice = {}, []
    for node in ast.parse(path.read_text(), filename=str(path)).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names = [node.target.id]
        else:
            continue
        for name in names:
            if name in seen and name != "__all__":
                twice.append(f"{path.relative_to(ROOT)}:{node.lineno} binds {name} again (first at line {seen[name]})")
            seen.setdefault(name, node.lineno)
    return twice


def test_no_module_binds_a_top_level_name_twice():
    """Every top-level name of the project's modules and tests is bound once: a second ``_SENTENCE_END`` had turned a
    sentence join off, and a second test of one name never ran."""
    paths = [p for p in sorted(ROOT.rglob("*.py")) if not {".venv", "node_modules", ".data"} & set(p.parts)]
    assert [line for path in paths for line in _bound_twice(path)] == []
