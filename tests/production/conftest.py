"""Fixtures of the production tests: the image's build context, replayed once per run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.production.images import Dockerfile, build_context, process_env, run


@pytest.fixture(scope="session")
def image(tmp_path_factory) -> Path:
    """The build context in a clean directory, with the Dockerfile's application steps run in it
    (collectstatic under the production settings). Processes started from here run as the image's would."""
    context = build_context(tmp_path_factory.mktemp("image") / "app")
    dockerfile = Dockerfile.read(context / "Dockerfile")
    home = context.parent / "home"
    home.mkdir()
    for step in dockerfile.app_steps():
        run(step, cwd=context, env=process_env(dockerfile.env, {"HOME": home}))
    return context
