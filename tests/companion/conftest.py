"""A store in a fresh folder, for the storage tests (test_storage*.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.storage import Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "data")
